import { serverNow } from '@kanat/shared/api';
import { useEffect, useState } from 'react';

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - serverNow()) / 1000));

/**
 * Whole seconds until `at` (a server-clock ms timestamp), counting down once a second and
 * stopping at zero.
 */
export function useSecondsLeft(at: number | null): number {
  const [left, setLeft] = useState(() => (at === null ? 0 : secondsUntil(at)));
  useEffect(() => {
    if (at === null) {
      setLeft(0);
      return;
    }
    setLeft(secondsUntil(at));
    const timer = setInterval(() => {
      const next = secondsUntil(at);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return left;
}
