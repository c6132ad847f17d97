import { useTranslation } from 'react-i18next';
import { Button, ErrorAlert } from '../../ui/controls';

/** The foot of a sign-in form: why the last attempt failed (test id `login-error`) and the Sign in button. */
export function SignInSubmit({
  error,
  loading,
  testId,
}: {
  error: string | null;
  loading: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error && <ErrorAlert text={error} data-testid="login-error" />}
      <Button variant="primary" type="submit" large block loading={loading} data-testid={testId}>
        {t('auth.signIn')}
      </Button>
    </>
  );
}
