import { Alert } from 'antd';

/** An error above a form's buttons, already translated; nothing while there is none. */
export function FormErrorAlert({ text, testId }: { text: string | null; testId?: string }) {
  if (text === null) return null;
  return <Alert type="error" showIcon title={text} style={{ marginBottom: 16 }} data-testid={testId} />;
}
