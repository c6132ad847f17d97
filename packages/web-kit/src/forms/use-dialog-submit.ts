import { useRef, useState } from 'react';

/** A dialog's save in progress and the failure of the last one. */
export interface DialogSubmit {
  saving: boolean;
  /** Why the server refused the last save; null when it did not. */
  failure: unknown;
  /**
   * Runs `action`; closes the dialog when it succeeds, keeps it open with the failure when it throws. A call
   * while a save is under way, or after one succeeded, is ignored: a double click saves once, and the second
   * click's refusal ("already bound", "name already used") is never shown as the failure of the first.
   */
  save: (action: () => Promise<unknown>) => Promise<void>;
}

/**
 * The save of a create/edit dialog: saving state, the server's refusal shown beside the form, close. A dialog
 * is mounted for one opening (its parent renders it while open), so a save that succeeded is its last: the
 * second click of a double click whose form check ends after the first save did would otherwise save again.
 */
export function useDialogSubmit(onClose: () => void): DialogSubmit {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // Refs, not the state: two clicks within one render both see `saving` false.
  const inFlight = useRef(false);
  const saved = useRef(false);
  const save = async (action: () => Promise<unknown>) => {
    if (inFlight.current || saved.current) return;
    inFlight.current = true;
    setSaving(true);
    setFailure(null);
    try {
      await action();
      saved.current = true;
      onClose();
    } catch (error) {
      setFailure(error);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };
  return { saving, failure, save };
}
