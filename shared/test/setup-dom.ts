// jsdom lacks a few browser APIs the apps use.
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';
import { intersection } from './intersection-observer';

// Testing Library waits one second by default for what a test awaits (findBy…, waitFor): a
// clock a loaded machine misses while a lazy page loads (CI, 29.11.2026: /giris-yap's first
// render). A wait still ends as soon as its condition holds; this only stops it giving up
// early. Jest's own limit for a web test is 60 s (jest.config.js).
configure({ asyncUtilTimeout: 30_000 });

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!window.scrollTo || !('mock' in (window.scrollTo as object))) {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}
intersection.install();
afterEach(() => intersection.reset());
