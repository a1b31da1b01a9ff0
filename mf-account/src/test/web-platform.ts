// jsdom has neither WebCrypto's subtle API, IndexedDB nor structuredClone. Node has the
// first and the last; fake-indexeddb (a devDependency of this package only, which is why
// the tests of '@kanat/shared/security' live here) supplies IndexedDB.
import { webcrypto } from 'node:crypto';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import { IDBFactory } from 'fake-indexeddb';

/** Node's own structured clone, which (unlike a JSON copy) carries CryptoKey objects. */
function structuredCloneViaPort<T>(value: T): T {
  const { port1, port2 } = new MessageChannel();
  try {
    port1.postMessage(value);
    const received = receiveMessageOnPort(port2);
    if (!received) throw new Error('structured clone failed');
    return received.message as T;
  } finally {
    port1.close();
    port2.close();
  }
}

export function installWebPlatform(): void {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  Object.defineProperty(globalThis, 'structuredClone', {
    value: structuredCloneViaPort,
    configurable: true,
    writable: true,
  });
  resetIndexedDb();
}

/** A fresh, empty IndexedDB, so no test sees another's device key. */
export function resetIndexedDb(): void {
  Object.defineProperty(globalThis, 'indexedDB', {
    value: new IDBFactory(),
    configurable: true,
    writable: true,
  });
}
