import { useEffect, useRef } from 'react';
import { bus } from './bus';
import type { AppEvents } from './contract';

/**
 * Listen to one bus event for the life of the component. The latest handler is always
 * called, so callers can pass inline closures without resubscribing on every render.
 */
export function useEvent<K extends keyof AppEvents>(
  name: K,
  handler: (payload: AppEvents[K]) => void,
): void {
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => {
    const listener = (payload: AppEvents[K]) => handlerRef.current(payload);
    bus.on(name, listener);
    return () => bus.off(name, listener);
  }, [name]);
}
