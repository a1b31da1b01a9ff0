/** localStorage key of the device id (SPEC §3). */
export const DEVICE_ID_STORAGE_KEY = 'deviceId';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Used when storage is blocked (some private modes): the id then lives as long as the tab.
let memoryId: string | null = null;

/** A version 4 UUID. `crypto.randomUUID` exists only in secure contexts, so fall back to random bytes. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function readStored(): string | null {
  try {
    return localStorage.getItem(DEVICE_ID_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * This browser's device id: a random UUID created on first use and reused afterwards. The
 * server binds device keys and second-factor tokens to it.
 */
export function getDeviceId(): string {
  const stored = readStored();
  if (stored && UUID_PATTERN.test(stored)) return stored;
  if (memoryId) return memoryId;
  const id = newUuid();
  try {
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, id);
  } catch {
    memoryId = id;
  }
  return id;
}
