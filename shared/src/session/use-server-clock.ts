import { serverNow } from '@kanat/shared/api';
import { useEffect, useState } from 'react';

/** SPEC §9: clocks on screen refresh every second. */
export const CLOCK_REFRESH_MS = 1000;

/** The server-corrected current time, re-rendering every `intervalMs`. */
export function useServerClock(intervalMs: number = CLOCK_REFRESH_MS): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(serverNow());
    const timer = setInterval(() => setNow(serverNow()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
