import { useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNewerVersion } from './use-newer-version';

/**
 * A banner over the page when a newer build of the console is out: its version and notes, a reload that
 * loads it, and "later" (until the next version).
 */
export function NewVersionNotice({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const newer = useNewerVersion();
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!newer || newer.version === dismissed) return null;
  return (
    <Alert
      banner
      type="info"
      showIcon
      title={t('newVersion.title', { version: newer.version })}
      description={newer.message}
      action={
        <Space>
          <Button size="small" type="primary" onClick={reload} data-testid="new-version-reload">
            {t('newVersion.reload')}
          </Button>
          <Button size="small" onClick={() => setDismissed(newer.version)}>
            {t('newVersion.later')}
          </Button>
        </Space>
      }
      data-testid="new-version"
    />
  );
}
