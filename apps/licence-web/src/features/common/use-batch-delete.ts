import { useState } from 'react';
import { App } from 'antd';

/**
 * The ticked rows of a list and their deletion: deleting drops the deleted ids from the ticked ones and
 * tells how many went. `removeMany` is the list's batch-delete mutation.
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
  const remove = (ids: string[]) =>
    removeMany.mutate(ids, {
      onSuccess: () => {
        setSelected((current) => current.filter((id) => !ids.includes(id)));
        void message.success(deletedText(ids.length));
      },
    });
  return { selected, setSelected, remove };
}
