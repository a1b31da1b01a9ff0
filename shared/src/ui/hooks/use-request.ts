import { useCallback, useEffect, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown };

/**
 * One request bound to a component: runs when `key` changes (null waits), drops answers
 * for an older key, and can be retried.
 */
export function useRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): RequestState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ tag: string; state: RequestState<T> } | null>(null);
  const tag = `${key}#${attempt}`;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tag` carries key and attempt; `load` is read fresh each run
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setResult({ tag, state: { status: 'ready', data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ tag, state: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [tag]);

  const state: RequestState<T> =
    key !== null && result?.tag === tag ? result.state : { status: 'loading' };
  return { ...state, retry };
}
