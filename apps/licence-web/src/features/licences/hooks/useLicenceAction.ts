import { useQueryClient } from '@tanstack/react-query';
import { useOnceMutation } from '@fleetkey/web-kit';
import { refreshAccountData } from '../../common/query-roots';

/**
 * A licence-page write shown by its dialog: one request however often OK is clicked, the dialog displays the
 * refusal itself (so no toast), and a success refreshes every list the change can touch (licences,
 * applications, cards, messages, log).
 */
export function useLicenceAction<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useOnceMutation({
    mutationFn: run,
    meta: { silentError: true },
    onSuccess: () => refreshAccountData(queryClient),
  });
}
