import { Alert, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../errors/use-error-text';
import type { UploadState } from './upload-state';

/**
 * An upload's progress bar while it runs, or why it failed (too large, timed out, refused: the server's
 * refusal in the reader's words). `testId` marks the bar, and with `-error` the failure.
 */
export function UploadStatus({ state, testId }: { state: UploadState; testId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (state.phase === 'failed')
    return <Alert type="error" showIcon title={errorText(state.error)} data-testid={`${testId}-error`} />;
  if (state.phase === 'idle') return null;
  const percent = state.phase === 'processing' ? 100 : state.percent;
  return (
    <div data-testid={testId} data-percent={percent}>
      <Progress percent={percent} status="active" />
      <Typography.Text type="secondary">
        {t(state.phase === 'processing' ? 'upload.processing' : 'upload.sending')}
      </Typography.Text>
    </div>
  );
}
