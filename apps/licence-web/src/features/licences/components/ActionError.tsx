import { Alert } from 'antd';
import { useErrorText } from '@fleetkey/web-kit';

/** Why the server refused a dialog's action, shown inside the dialog (e.g. the 6-month card rule). */
export function ActionError({ error }: { error: unknown }) {
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={errorText(error)}
      data-testid="action-error"
      style={{ marginTop: 12 }}
    />
  );
}
