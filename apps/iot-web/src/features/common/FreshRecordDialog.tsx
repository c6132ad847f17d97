import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Modal } from 'antd';
import { QueryError } from '@fleetkey/web-kit';

/**
 * Opens an edit dialog on the record as the server has it now (its GET), not as the list row showed it: a
 * change made meanwhile in another tab is then edited, not silently written over. Until the read answers a
 * loading dialog stands in; a failed read shows with a retry.
 */
export function FreshRecordDialog<T>({
  queryKey,
  read,
  title,
  onClose,
  children,
}: {
  queryKey: readonly unknown[];
  read: () => Promise<T>;
  title: ReactNode;
  onClose: () => void;
  children: (record: T) => ReactNode;
}) {
  // Not kept after the dialog: the next edit reads again.
  const query = useQuery({ queryKey, queryFn: read, gcTime: 0, meta: { silentError: true } });
  if (query.data !== undefined) return children(query.data);
  return (
    <Modal open title={title} loading={query.isPending} footer={null} onCancel={onClose}>
      <QueryError query={query} />
    </Modal>
  );
}
