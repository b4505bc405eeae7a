/**
 * localStorage that never throws: with storage blocked (privacy modes, sandboxed frames) every
 * read is "nothing stored" and every write is dropped, and the page keeps working.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
}
