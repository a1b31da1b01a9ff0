// The one contract between the shell and the remotes: every event name and its payload.
// Names are `domain:what-happened`, or `ui:*-requested` for asks to the shell's overlays.
// A new event is a change to this file only.

import type { SessionUser } from '../api/contracts/session';

/** Colours the notifier understands; any CSS colour string is accepted too. */
export type MessageColor = 'green' | 'red' | 'orange' | 'blue' | (string & {});

/** The signed-in user, as `GET /api/session` answers it. */
export type { SessionUser };

export type AppEvents = {
  /** Show a toast through the notifier (SPEC §4): text, colour, display seconds. */
  'ui:toast-requested': { message: string; color?: MessageColor; seconds?: number };
  /** Remove every toast at once. */
  'ui:toasts-cleared': undefined;
  /** Show (true) or release (false) the full-screen loading spinner; calls nest. */
  'ui:spinner-requested': { visible: boolean };
  /** Ask a yes/no question; the shell answers with `ui:confirm-answered` and the same id. */
  'ui:confirm-requested': { id: string; text: string };
  'ui:confirm-answered': { id: string; yes: boolean };
  /**
   * Ask the user for a second-factor code sent to `target`. `resendAvailableAt` is a ms
   * timestamp (server clock corrected) when the resend button unlocks.
   */
  'ui:code-requested': { id: string; target: string; resendAvailableAt: number };
  /** The user's answer: the code, or null when cancelled. */
  'ui:code-answered': { id: string; code: string | null };
  /** The user pressed resend in the code dialog. */
  'ui:code-resend-requested': { id: string };
  /** The asker tells the dialog a new code went out, with the next unlock time. */
  'ui:code-resent': { id: string; resendAvailableAt: number };
  /** The asker reports a wrong answer; the dialog stays open and shows the message. */
  'ui:code-rejected': { id: string; message: string };
  /** The asker is done with the dialog (success or failure): close it. */
  'ui:code-closed': { id: string };
  /** Open the full-screen image viewer at `index`. */
  'ui:image-viewer-requested': { images: string[]; index?: number };
  /** Show the closable top banner; null message hides it. */
  'ui:banner-requested': { message: string | null; color?: MessageColor };
  /** The session changed (sign in, sign out, reload of the user). */
  'session:changed': { user: SessionUser | null };
  /** A remote asks the shell to reload the session from the server. */
  'session:reload-requested': undefined;
};

export type AppEventName = keyof AppEvents;
