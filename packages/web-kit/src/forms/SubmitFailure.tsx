import { Alert } from 'antd';
import { useErrorText } from '../errors/use-error-text';

/** Why the server refused a dialog's save, above its form; nothing while it has not. */
export function SubmitFailure({ failure, testId }: { failure: unknown; testId?: string }) {
  const errorText = useErrorText();
  if (failure === null) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={errorText(failure)}
      style={{ marginBottom: 16 }}
      data-testid={testId}
    />
  );
}
