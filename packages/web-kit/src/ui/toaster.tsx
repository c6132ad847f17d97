import { createContext, useContext, useSyncExternalStore } from 'react';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { Icon } from './Icon';
import './light-ui.css';

export type ToastKind = 'success' | 'error' | 'warning';
export type ShowToast = (text: string, kind: ToastKind) => void;

interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

/** A console's toasts: shown by its own light host until antd's message takes them over. */
export interface Toaster {
  show: ShowToast;
  /** Sends every toast to `show` (antd's message, once antd has loaded) until the returned undo runs. */
  handOver: (show: ShowToast) => () => void;
  subscribe: (listener: () => void) => () => void;
  current: () => readonly Toast[];
}

// As antd's message: three at most, each for three seconds.
const MAX_TOASTS = 3;
const TOAST_MS = 3000;

/** Creates the toast store of one console. */
export function createToaster(): Toaster {
  let toasts: readonly Toast[] = [];
  let nextId = 0;
  const handlers: ShowToast[] = [];
  const listeners = new Set<() => void>();
  const publish = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  return {
    show(text, kind) {
      const handler = handlers.at(-1);
      if (handler) return handler(text, kind);
      const toast = { id: nextId++, text, kind };
      publish([...toasts, toast].slice(-MAX_TOASTS));
      setTimeout(() => publish(toasts.filter((shown) => shown !== toast)), TOAST_MS);
    },
    handOver(show) {
      handlers.push(show);
      return () => {
        const index = handlers.lastIndexOf(show);
        if (index >= 0) handlers.splice(index, 1);
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => toasts,
  };
}

export const ToasterContext = createContext<Toaster | null>(null);

/** The console's toaster. */
export function useToaster(): Toaster {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToaster is used outside <ConsoleProviders>');
  return toaster;
}

const ICONS = { success: CheckCircleFilled, error: CloseCircleFilled, warning: ExclamationCircleFilled };

/** Where the light toasts show: top centre, above everything. */
export function ToastHost({ toaster }: { toaster: Toaster }) {
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.current);
  if (toasts.length === 0) return null;
  return (
    <div className="fk-root fk-toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`fk-toast fk-toast-${toast.kind}`}>
          <Icon svg={ICONS[toast.kind]} />
          <span>{toast.text}</span>
        </div>
      ))}
    </div>
  );
}
