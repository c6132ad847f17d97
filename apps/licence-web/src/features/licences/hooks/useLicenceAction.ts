import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAccountData } from '../../common/query-roots';

/**
 * A licence-page write shown by its dialog: the dialog displays the refusal itself (so no toast), and a
 * success refreshes every list the change can touch (licences, applications, cards, messages, log).
 */
export function useLicenceAction<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { silentError: true },
    onSuccess: () => refreshAccountData(queryClient),
  });
}
