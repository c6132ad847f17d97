import { Button, Flex } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@fleetkey/web-kit';

/** An import dialog's buttons: the template file to fill in on the left, the import on the right. */
export function ImportFooter({
  template,
  templateTestId,
  startDisabled,
  starting,
  onStart,
  startTestId,
}: {
  /** The template offered: its file name and its CSV text (the columns, perhaps an example row). */
  template: { fileName: string; csv: string };
  templateTestId?: string;
  startDisabled: boolean;
  starting: boolean;
  onStart: () => void;
  startTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex justify="space-between">
      <Button
        icon={<DownloadOutlined />}
        onClick={() => saveBlob(new Blob([template.csv], { type: 'text/csv' }), template.fileName)}
        data-testid={templateTestId}
      >
        {t('import.template')}
      </Button>
      <Button
        type="primary"
        disabled={startDisabled}
        loading={starting}
        onClick={onStart}
        data-testid={startTestId}
      >
        {t('import.start')}
      </Button>
    </Flex>
  );
}
