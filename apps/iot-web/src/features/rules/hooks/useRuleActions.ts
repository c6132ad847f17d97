import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LIST_LIMIT_MAX,
  RULE_ACTION_LIMITS,
  type RuleActionBodyInput,
  type RuleActionKind,
} from '@fleetkey/contract';
import { useIotApi } from '../../common/hooks/useIotApi';
import { pageWindow, type ListPageQuery } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-keys';

const ROOT = QUERY_ROOTS.ruleActions;

/** A page of the user's rule actions, newest first, optionally of one kind. */
export function useRuleActionList(
  { page, pageSize, descend }: ListPageQuery,
  kind: RuleActionKind | undefined,
) {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'list', page, pageSize, descend, kind],
    queryFn: () => api.ruleActions.list({ ...pageWindow(page, pageSize), descend, kind }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** Every saved action (the rule editor's picker; an account holds at most RULE_ACTION_LIMITS.perOwner). */
export function useAllRuleActions() {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'all'],
    queryFn: async () =>
      (await api.ruleActions.list({ limit: Math.min(LIST_LIMIT_MAX, RULE_ACTION_LIMITS.perOwner) })).result,
    meta: { silentError: true },
  });
}

/** Saving, deleting and testing actions; writes refetch the action lists (and rules, which name them). */
export function useRuleActionWrites() {
  const api = useIotApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [ROOT] });
  return {
    create: useMutation({
      mutationFn: (body: RuleActionBodyInput) => api.ruleActions.create(body),
      onSuccess,
      meta: { silentError: true },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: RuleActionBodyInput }) =>
        api.ruleActions.update(id, body),
      onSuccess,
      meta: { silentError: true },
    }),
    // 409 RULE_ACTION_IN_USE is the central toast, worded by its code.
    remove: useMutation({ mutationFn: (id: string) => api.ruleActions.remove(id), onSuccess }),
    // The outcome (or the refusal) shows beside the button.
    test: useMutation({ mutationFn: (id: string) => api.ruleActions.test(id), meta: { silentError: true } }),
  };
}
