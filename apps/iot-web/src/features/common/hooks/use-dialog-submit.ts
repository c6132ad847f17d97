import { useState } from 'react';

/** A dialog's save in progress and the failure of the last one. */
export interface DialogSubmit {
  saving: boolean;
  /** Why the server refused the last save; null when it did not. */
  failure: unknown;
  /** Runs `action`; closes the dialog when it succeeds, keeps it open with the failure when it throws. */
  save: (action: () => Promise<unknown>) => Promise<void>;
}

/** The save of a create/edit dialog: saving state, the server's refusal shown beside the form, close. */
export function useDialogSubmit(onClose: () => void): DialogSubmit {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const save = async (action: () => Promise<unknown>) => {
    setSaving(true);
    setFailure(null);
    try {
      await action();
      onClose();
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return { saving, failure, save };
}
