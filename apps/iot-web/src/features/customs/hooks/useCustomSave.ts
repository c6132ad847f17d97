import { useState } from 'react';
import type { CustomBodyInput, CustomKey } from '@fleetkey/contract';
import { useCustomActions } from './useCustoms';

/** An editor's save of its custom (create or replace) and delete, with the refusal and "saved" it shows. */
export function useCustomSave(customKey: CustomKey, stored: boolean) {
  const { save, remove } = useCustomActions();
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  return {
    failure,
    saved,
    stored,
    saving: save.isPending,
    submit: (body: CustomBodyInput) => {
      setFailure(null);
      setSaved(false);
      save.mutate({ body, exists: stored }, { onSuccess: () => setSaved(true), onError: setFailure });
    },
    remove: () => remove.mutate(customKey),
  };
}

export type CustomSave = ReturnType<typeof useCustomSave>;
