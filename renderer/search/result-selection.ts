/** Which search hit is selected: arrows move it, stopping at either end, and it follows the pointer. */
import { useCallback, useState } from 'react';

export type ResultKeyAction = 'close' | 'down' | 'up' | 'open';

/** The dialog's meaning of a key, or null for keys it leaves to the input. */
export function resultKeyAction(key: string): ResultKeyAction | null {
  if (key === 'Escape') return 'close';
  if (key === 'ArrowDown') return 'down';
  if (key === 'ArrowUp') return 'up';
  if (key === 'Enter') return 'open';
  return null;
}

/**
 * The selection after one arrow press among `count` hits. Down on an empty list gives -1, which
 * selects nothing; the next Up brings it back to 0.
 */
export function moveSelection(current: number, action: 'down' | 'up', count: number): number {
  return action === 'down' ? Math.min(count - 1, current + 1) : Math.max(0, current - 1);
}

export interface ResultSelection {
  selected: number;
  select: (index: number) => void;
  /** Stable, so the query hook can call it when a new query's first hits arrive. */
  reset: () => void;
  move: (action: 'down' | 'up', count: number) => void;
}

export function useResultSelection(): ResultSelection {
  const [selected, select] = useState(0);
  const reset = useCallback(() => select(0), []);
  const move = useCallback(
    (action: 'down' | 'up', count: number) => select((current) => moveSelection(current, action, count)),
    [],
  );
  return { selected, select, reset, move };
}
