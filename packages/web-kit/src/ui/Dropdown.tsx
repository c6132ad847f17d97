import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import './light-ui.css';

export interface DropdownProps {
  /** Which edge of the trigger the popup lines up with. */
  align?: 'start' | 'end';
  /** The trigger; `toggle` opens or closes the popup. */
  trigger: (state: { open: boolean; toggle: () => void }) => ReactNode;
  /** The popup's content, given a way to close it. */
  children: (close: () => void) => ReactNode;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A popup under its trigger (menu, list or panel): opens by the trigger, closes by it again, by a click
 * elsewhere or by Escape.
 */
export function Dropdown({ align = 'end', trigger, children, onOpenChange }: DropdownProps) {
  const [open, setOpenState] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !anchor.current?.contains(event.target)) close();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, close]);

  return (
    <span className="fk-anchor" ref={anchor}>
      {trigger({ open, toggle: () => setOpen(!open) })}
      {open && <div className={`fk-popup fk-popup-${align}`}>{children(close)}</div>}
    </span>
  );
}
