/** Whether the search dialog is open: Ctrl/Cmd+K toggles it, the search button opens it. */
import { useCallback, useEffect, useState } from 'react';
import { isSearchShortcut } from '../search/intent.ts';

export interface SearchOpenState {
  searchOpen: boolean;
  openSearch: () => void;
  closeSearch: () => void;
}

/** Call it before goLive's effect, which replays a Ctrl/Cmd+K the reader pressed before hydration. */
export function useSearchShortcut(): SearchOpenState {
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  const closeSearch = useCallback(() => setSearchOpen(false), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        setSearchOpen((v) => !v);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return { searchOpen, openSearch, closeSearch };
}
