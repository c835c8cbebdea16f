import { useEffect, useRef } from 'react';

/**
 * Moves focus to the first field of a table's new last row after an 'add row' button (issue 11
 * item 16): otherwise focus stays on the button and Tab skips the row. The returned ref goes on
 * the table, the returned function is called by the button's handler; the focus happens once the row is rendered.
 */
export function useFocusNewRow<TElement extends HTMLElement = HTMLTableElement>() {
  const ref = useRef<TElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    ref.current?.querySelector<HTMLElement>('tbody tr:last-child :is(input, textarea, select, button)')?.focus();
  });
  const added = () => {
    pending.current = true;
  };
  return [ref, added] as const;
}
