// Plays the shell's part of the code dialog over the event bus, as the user would.
import { type AppEvents, bus } from '@kanat/shared/events';
import { waitFor } from '@testing-library/react';

type Requested = AppEvents['ui:code-requested'];

export class CodeDialogDriver {
  readonly opened: Requested[] = [];
  readonly rejections: string[] = [];
  readonly resent: number[] = [];
  readonly closed: string[] = [];
  private readonly onRequested = (event: Requested) => {
    this.opened.push(event);
  };
  private readonly onRejected = (event: AppEvents['ui:code-rejected']) => {
    this.rejections.push(event.message);
  };
  private readonly onResent = (event: AppEvents['ui:code-resent']) => {
    this.resent.push(event.resendAvailableAt);
  };
  private readonly onClosed = (event: AppEvents['ui:code-closed']) => {
    this.closed.push(event.id);
  };

  constructor() {
    bus.on('ui:code-requested', this.onRequested);
    bus.on('ui:code-rejected', this.onRejected);
    bus.on('ui:code-resent', this.onResent);
    bus.on('ui:code-closed', this.onClosed);
  }

  dispose(): void {
    bus.off('ui:code-requested', this.onRequested);
    bus.off('ui:code-rejected', this.onRejected);
    bus.off('ui:code-resent', this.onResent);
    bus.off('ui:code-closed', this.onClosed);
  }

  /**
   * Resolves once `condition` holds. Waiting through testing-library's waitFor lets React
   * apply the updates the flow makes meanwhile without act() warnings.
   */
  async until(condition: () => boolean): Promise<void> {
    await waitFor(
      () => {
        if (!condition()) throw new Error('dialog condition not met yet');
      },
      { timeout: 5000 },
    );
  }

  get current(): Requested {
    const last = this.opened.at(-1);
    if (!last) throw new Error('no dialog opened');
    return last;
  }

  /** Waits for dialog number `n` (1-based) to open. */
  async opens(n = this.opened.length + 1): Promise<Requested> {
    await this.until(() => this.opened.length >= n);
    return this.opened[n - 1]!;
  }

  answer(code: string | null): void {
    bus.emit('ui:code-answered', { id: this.current.id, code });
  }

  pressResend(): void {
    bus.emit('ui:code-resend-requested', { id: this.current.id });
  }
}
