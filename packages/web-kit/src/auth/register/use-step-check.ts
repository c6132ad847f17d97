import { useState } from 'react';
import { useAuthFeedback } from '../use-auth-feedback';

/**
 * A register step's check before it goes on (a code checked with the server): `checking` while it runs,
 * and the translated `error` it failed with until `clearError` or the next check.
 */
export function useStepCheck() {
  const { errorText } = useAuthFeedback();
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const check = async (step: () => Promise<void>) => {
    setError(null);
    setChecking(true);
    try {
      await step();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setChecking(false);
    }
  };
  return { checking, error, clearError: () => setError(null), check };
}
