import { bus } from './bus';
import type { MessageColor } from './contract';

// Helpers that turn the `ui:*-requested` events into plain calls and promises. The shell's
// overlays answer them; a remote never talks to an overlay component directly.

let lastId = 0;
function newId(kind: string): string {
  lastId += 1;
  return `${kind}-${Date.now().toString(36)}-${lastId}`;
}

/** Default display time of a toast, in seconds (the notifier adds 0.4 s). */
export const DEFAULT_TOAST_SECONDS = 3;

export function toast(
  message: string,
  color: MessageColor = 'green',
  seconds = DEFAULT_TOAST_SECONDS,
) {
  bus.emit('ui:toast-requested', { message, color, seconds });
}

export function clearToasts() {
  bus.emit('ui:toasts-cleared', undefined);
}

export function showSpinner() {
  bus.emit('ui:spinner-requested', { visible: true });
}

export function hideSpinner() {
  bus.emit('ui:spinner-requested', { visible: false });
}

/** Keep the spinner up while `work` runs; it is released however `work` ends. */
export async function withSpinner<T>(work: Promise<T>): Promise<T> {
  showSpinner();
  try {
    return await work;
  } finally {
    hideSpinner();
  }
}

/** Ask a yes/no question through the shell's confirm dialog. */
export function confirm(text: string): Promise<boolean> {
  const id = newId('confirm');
  return new Promise((resolve) => {
    const onAnswer = (answer: { id: string; yes: boolean }) => {
      if (answer.id !== id) return;
      bus.off('ui:confirm-answered', onAnswer);
      resolve(answer.yes);
    };
    bus.on('ui:confirm-answered', onAnswer);
    bus.emit('ui:confirm-requested', { id, text });
  });
}

/** The asker's handle on one open second-factor code dialog. */
export interface CodeDialogSession {
  readonly id: string;
  /** The user's next answer: the code, or null when the dialog is cancelled or closed. */
  answer(): Promise<string | null>;
  /** Called whenever the user presses resend; returns an unsubscribe function. */
  onResend(callback: () => void): () => void;
  /** Tell the dialog a new code went out and when resend unlocks again (ms, server time). */
  resent(resendAvailableAt: number): void;
  /** Show `message` in the dialog and wait for another answer. */
  reject(message: string): void;
  /** Close the dialog; pending and later `answer()` calls resolve to null. */
  close(): void;
}

export function requestCode(request: {
  target: string;
  resendAvailableAt: number;
}): CodeDialogSession {
  const id = newId('code');
  // Answers can arrive before the asker calls answer() again (e.g. after a rejection), so
  // they are queued rather than dropped.
  const queued: (string | null)[] = [];
  const waiting: ((code: string | null) => void)[] = [];
  const resendCallbacks = new Set<() => void>();
  let closed = false;

  const deliver = (code: string | null) => {
    const waiter = waiting.shift();
    if (waiter) waiter(code);
    else queued.push(code);
  };
  const onAnswer = (event: { id: string; code: string | null }) => {
    if (event.id === id) deliver(event.code);
  };
  const onResendRequested = (event: { id: string }) => {
    if (event.id !== id) return;
    for (const callback of resendCallbacks) callback();
  };

  bus.on('ui:code-answered', onAnswer);
  bus.on('ui:code-resend-requested', onResendRequested);
  bus.emit('ui:code-requested', { id, ...request });

  return {
    id,
    answer() {
      if (queued.length > 0) return Promise.resolve(queued.shift() ?? null);
      if (closed) return Promise.resolve(null);
      return new Promise((resolve) => waiting.push(resolve));
    },
    onResend(callback) {
      resendCallbacks.add(callback);
      return () => {
        resendCallbacks.delete(callback);
      };
    },
    resent(resendAvailableAt) {
      if (!closed) bus.emit('ui:code-resent', { id, resendAvailableAt });
    },
    reject(message) {
      if (!closed) bus.emit('ui:code-rejected', { id, message });
    },
    close() {
      if (closed) return;
      closed = true;
      bus.off('ui:code-answered', onAnswer);
      bus.off('ui:code-resend-requested', onResendRequested);
      resendCallbacks.clear();
      for (const waiter of waiting.splice(0)) waiter(null);
      bus.emit('ui:code-closed', { id });
    },
  };
}

export function openImageViewer(images: string[], index = 0) {
  bus.emit('ui:image-viewer-requested', { images, index });
}

export function showBanner(message: string, color: MessageColor = 'red') {
  bus.emit('ui:banner-requested', { message, color });
}

export function hideBanner() {
  bus.emit('ui:banner-requested', { message: null });
}
