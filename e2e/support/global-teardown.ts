import type { RunningServer } from './server';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __KM_SERVER__?: RunningServer }).__KM_SERVER__;
  await server?.stop();
}
