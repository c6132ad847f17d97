import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIST_LIMIT_MAX, type RuleBodyInput, type RuleStatus } from '@fleetkey/contract';
import type { RuleListFilter } from '@fleetkey/api-client';
import { useIotApi } from '../../common/hooks/useIotApi';
import { pageWindow, type ListPageQuery } from '../../common/paging';
import { QUERY_ROOTS } from '../../common/query-keys';

const ROOT = QUERY_ROOTS.rules;

/** The rule list's own filters besides the name search. */
export type RuleFilters = Pick<RuleListFilter, 'severity' | 'kind'>;

/** A page of the user's rules, newest first, searched by name and filtered by severity and trigger kind. */
export function useRuleList({ page, pageSize, search, descend }: ListPageQuery, filters: RuleFilters) {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'list', page, pageSize, search, descend, filters.severity, filters.kind],
    queryFn: () =>
      api.rules.list({ ...pageWindow(page, pageSize), descend, filter: { ...filters, name: search } }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** One rule (the editor opened from a link or the logs). */
export function useRule(id: string | undefined) {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'one', id],
    queryFn: () => api.rules.get(id ?? ''),
    enabled: Boolean(id),
    meta: { silentError: true },
  });
}

/** Every rule's id and name (the logs' and records' rule filter). */
export function useRuleNames() {
  const api = useIotApi();
  return useQuery({
    queryKey: [ROOT, 'names'],
    queryFn: async () => (await api.rules.listFields(['name'], { limit: LIST_LIMIT_MAX })).result,
    meta: { silentError: true },
  });
}

/** Saving, deleting, enabling and the record flag of rules; each refetches what shows rules. */
export function useRuleActions() {
  const api = useIotApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [ROOT] });
  return {
    // The editor shows a refused save beside its form.
    create: useMutation({
      mutationFn: (body: RuleBodyInput) => api.rules.create(body),
      onSuccess,
      meta: { silentError: true },
    }),
    // One rule per device (POST /rules/batch/create): all saved or none; the dialog shows a refusal.
    createBatch: useMutation({
      mutationFn: (rules: RuleBodyInput[]) => api.rules.batchCreate(rules),
      onSuccess,
      meta: { silentError: true },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: RuleBodyInput }) => api.rules.update(id, body),
      onSuccess,
      meta: { silentError: true },
    }),
    // Refusals of these are the central toast.
    remove: useMutation({ mutationFn: (id: string) => api.rules.remove(id), onSuccess }),
    setStatus: useMutation({
      mutationFn: ({ id, status }: { id: string; status: RuleStatus }) => api.rules.setStatus(id, status),
      onSuccess,
    }),
    setRecord: useMutation({
      mutationFn: ({ id, record }: { id: string; record: boolean }) => api.rules.setRecord(id, record),
      onSuccess,
    }),
  };
}
