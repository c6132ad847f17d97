import { Alert, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText, type UploadState } from '@fleetkey/web-kit';

/** An upload's progress bar while it runs, or why it failed (too large, timed out, refused). */
export function UploadStatus({ state, testId }: { state: UploadState; testId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (state.phase === 'failed') {
    return <Alert type="error" showIcon title={errorText(state.error)} data-testid={`${testId}-error`} />;
  }
  if (state.phase === 'idle') return null;
  const percent = state.phase === 'processing' ? 100 : state.percent;
  return (
    <div data-testid={testId} data-percent={percent}>
      <Progress percent={percent} status="active" />
      <Typography.Text type="secondary">
        {state.phase === 'processing' ? t('system.upload.processing') : t('system.upload.sending')}
      </Typography.Text>
    </div>
  );
}
