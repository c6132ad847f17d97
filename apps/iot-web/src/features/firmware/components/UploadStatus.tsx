import { Alert, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText, type UploadState } from '@fleetkey/web-kit';

/** The upload's progress bar while it runs, or why it failed (the server's refusal in the reader's words). */
export function UploadStatus({ state }: { state: UploadState }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (state.phase === 'failed')
    return <Alert type="error" showIcon title={errorText(state.error)} data-testid="firmware-upload-error" />;
  if (state.phase === 'idle') return null;
  const percent = state.phase === 'processing' ? 100 : state.percent;
  return (
    <div data-testid="firmware-upload-progress" data-percent={percent}>
      <Progress percent={percent} status="active" />
      <Typography.Text type="secondary">
        {t(state.phase === 'processing' ? 'firmware.upload.processing' : 'firmware.upload.sending')}
      </Typography.Text>
    </div>
  );
}
