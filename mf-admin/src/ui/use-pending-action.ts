import { useCallback, useRef, useState } from 'react';
import { errorText } from './error-text';

/**
 * Runs a dialog's async action once at a time: `pending` while it runs, `error` (Turkish) when
 * it failed. `run` resolves true when the action succeeded.
 */
export function usePendingAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const run = useCallback(async (action: () => unknown): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setPending(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(errorText(failure));
      return false;
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);

  const reset = useCallback(() => setError(null), []);
  return { pending, error, run, reset };
}
