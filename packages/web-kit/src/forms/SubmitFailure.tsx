import { useErrorText } from '../errors/use-error-text';
import { FormErrorAlert } from './FormErrorAlert';

/** Why the server refused a dialog's save, above its form; nothing while it has not. */
export function SubmitFailure({ failure, testId }: { failure: unknown; testId?: string }) {
  const errorText = useErrorText();
  return <FormErrorAlert text={failure === null ? null : errorText(failure)} testId={testId} />;
}
