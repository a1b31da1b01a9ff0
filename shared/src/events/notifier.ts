import type { MessageColor } from './contract';

/** The message notifier state of SPEC §3/§4. */
export interface NotifierState {
  message: string | null;
  messageColor: MessageColor | null;
  /** How many pushed messages are still within their display time. */
  count: number;
}

export type Schedule = (callback: () => void, ms: number) => void;

export interface Notifier {
  push(message: string, color: MessageColor, seconds: number): void;
  removeAll(): void;
  getState(): NotifierState;
  subscribe(listener: (state: NotifierState) => void): () => void;
}

/** SPEC §9: a message stays for the caller's seconds plus this margin. */
export const NOTIFIER_EXTRA_MS = 400;

const EMPTY: NotifierState = { message: null, messageColor: null, count: 0 };

/**
 * Pure notifier logic (SPEC §4). The shell renders `getState()`; the timer source is
 * injectable so the behaviour is testable without a DOM.
 */
export function createNotifier(options: { schedule?: Schedule } = {}): Notifier {
  const schedule: Schedule = options.schedule ?? ((cb, ms) => void setTimeout(cb, ms));
  const listeners = new Set<(state: NotifierState) => void>();
  let state: NotifierState = EMPTY;
  // removeAll() must also cancel the countdowns already scheduled, or they would later
  // clear a message pushed after the reset.
  let generation = 0;

  const set = (next: NotifierState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };

  return {
    push(message, color, seconds) {
      set({ message, messageColor: color, count: state.count + 1 });
      const pushedIn = generation;
      schedule(
        () => {
          if (pushedIn !== generation) return;
          const count = Math.max(0, state.count - 1);
          set(count === 0 ? { ...EMPTY } : { ...state, count });
        },
        seconds * 1000 + NOTIFIER_EXTRA_MS,
      );
    },
    removeAll() {
      generation += 1;
      set({ ...EMPTY });
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
