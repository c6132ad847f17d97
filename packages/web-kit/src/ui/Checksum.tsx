import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A SHA-256 checksum: its start in the table, the whole value on hover and on the copy button. */
export function Checksum({ sha256 }: { sha256: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={sha256}>
      <Typography.Text code copyable={{ text: sha256, tooltips: [t('checksum.copy'), t('checksum.copied')] }}>
        {sha256.slice(0, 12)}…
      </Typography.Text>
    </Tooltip>
  );
}
