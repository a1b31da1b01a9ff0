// A failed remote load travels from the federation runtime plugin to RemoteSlot as a marker
// module instead of an exception, so no unhandled rejection escapes the runtime. The marker
// key is a global symbol because the plugin and the slot may be bundled into different chunks.
const FAILED = Symbol.for('kanat.remote-load-failed');

export interface RemoteFailure {
  readonly [FAILED]: true;
  readonly id: string;
  readonly error: unknown;
}

export function remoteFailure(id: string, error: unknown): RemoteFailure {
  return { [FAILED]: true, id, error };
}

export function isRemoteFailure(value: unknown): value is RemoteFailure {
  return typeof value === 'object' && value !== null && FAILED in value;
}

/** Thrown inside React when a remote module could not be loaded; caught by RemoteSlot. */
export class RemoteLoadError extends Error {
  readonly remoteId: string;

  constructor(remoteId: string, cause: unknown) {
    super(`Uzak modül yüklenemedi: ${remoteId}`, { cause });
    this.name = 'RemoteLoadError';
    this.remoteId = remoteId;
  }
}
