import { useState, type Key } from 'react';
import { App } from 'antd';

/**
 * The ticked rows of a list and their deletion behind a confirm: `askToDelete` names the rows the confirm
 * is about, deleting drops the deleted ids from the ticked ones and tells how many went. `removeMany` is
 * the list's batch-delete mutation.
 */
export function useBatchDelete({
  removeMany,
  deletedText,
}: {
  removeMany: { mutate: (ids: string[], options: { onSuccess: () => void }) => void };
  deletedText: (count: number) => string;
}) {
  const { message } = App.useApp();
  const [selected, setSelected] = useState<string[]>([]);
  const [asking, setAsking] = useState<string[] | null>(null);
  const remove = (ids: string[]) =>
    removeMany.mutate(ids, {
      onSuccess: () => {
        setSelected((current) => current.filter((id) => !ids.includes(id)));
        void message.success(deletedText(ids.length));
      },
    });
  const rowSelection = {
    selectedRowKeys: selected,
    onChange: (keys: readonly Key[]) => setSelected(keys.map(String)),
    preserveSelectedRowKeys: true,
  };
  return {
    selected,
    rowSelection,
    /** The ids the delete confirm is open for, or null. */
    asking,
    askToDelete: (ids: string[]) => setAsking(ids),
    cancelDelete: () => setAsking(null),
    confirmDelete: () => {
      if (asking) remove(asking);
      setAsking(null);
    },
  };
}

/** What `useBatchDelete` hands a list. */
export type BatchDelete = ReturnType<typeof useBatchDelete>;
