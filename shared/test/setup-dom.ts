// jsdom lacks a few browser APIs the apps use.
import { TextDecoder, TextEncoder } from 'node:util';
import { intersection } from './intersection-observer';

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!window.scrollTo || !('mock' in (window.scrollTo as object))) {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}
intersection.install();
afterEach(() => intersection.reset());
