// Keyboard for an open modal dialog: Tab and Shift+Tab wrap inside it (WAI-ARIA dialog pattern),
// and optional arrow-key handlers work wherever the focus is in the dialog, even right after opening,
// except in a form field, whose own arrow keys (a list's choice, a text's caret) come first.
import { useEffect, useRef } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogKeys {
  ArrowLeft?: () => void;
  ArrowRight?: () => void;
}

/** `dialogClass` is the class given to the react-bootstrap Modal (it lands on the `.modal` element). */
export function useDialogKeys(open: boolean, dialogClass: string, keys: DialogKeys = {}): void {
  const keysRef = useRef(keys);
  useEffect(() => {
    keysRef.current = keys;
  });

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = document.querySelector<HTMLElement>(`.modal.${dialogClass}`);
      if (!dialog || event.defaultPrevented) return;
      if (event.key === 'Tab') {
        const items = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
          (element) => element.offsetParent !== null,
        );
        if (items.length === 0) return;
        const first = items[0]!;
        const last = items.at(-1)!;
        const active = document.activeElement;
        const inside = dialog.contains(active);
        if (event.shiftKey && (active === first || active === dialog || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
        return;
      }
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        const handler = keysRef.current[event.key];
        if (!handler || (event.target as Element | null)?.closest?.('select, input, textarea'))
          return;
        event.preventDefault();
        handler();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, dialogClass]);
}
