import { useEffect, useState } from 'react';

/** How long a console search waits after the last keystroke (SPEC §9 gives the site 500 ms). */
export const SEARCH_DELAY_MS = 400;

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
