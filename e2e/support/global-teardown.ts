import { rmSync } from 'node:fs';
import type { Mailbox } from './mailbox';
import type { RunningServer } from './server';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis as { __KM_SERVER__?: RunningServer; __KM_MAILBOX__?: Mailbox };
  await state.__KM_SERVER__?.stop();
  await state.__KM_MAILBOX__?.close();
  if (state.__KM_MAILBOX__) rmSync(state.__KM_MAILBOX__.dir, { recursive: true, force: true });
}
