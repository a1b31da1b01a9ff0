/**
 * The live paths of the contract (server/README.md, "Live data") parsed into what the loaders
 * need.
 * Anything else is refused, so a path can never name a table or row the contract does not list.
 */
export type LivePath =
  | { kind: 'auction'; id: number; path: string }
  | { kind: 'pigeon'; id: number; path: string }
  | { kind: 'containerSummary'; id: number; path: string }
  | { kind: 'banner'; path: string }
  | { kind: 'userAuthInfo'; uid: string; path: string }
  | { kind: 'hallSale'; id: number; path: string };

export type LivePathKind = LivePath['kind'];

/**
 * Every kind, once. The record makes the compiler refuse a kind added to `LivePath` without
 * an entry here; `live-writes.pg.test.ts` then fails until a write of the new kind is tested.
 */
const kindsPresent: Record<LivePathKind, true> = {
  auction: true,
  pigeon: true,
  containerSummary: true,
  banner: true,
  userAuthInfo: true,
  hallSale: true,
};
export const livePathKinds = Object.keys(kindsPresent) as readonly LivePathKind[];

/** Row ids are PostgreSQL `integer` identities: positive and within int4. */
const idPattern = /^[1-9][0-9]{0,9}$/;
const maxId = 2_147_483_647;
/** Real accounts have 28-character ids, fake users 20; both are URL-safe. */
const uidPattern = /^[A-Za-z0-9_-]{1,64}$/;

function parseId(text: string | undefined): number | null {
  if (text === undefined || !idPattern.test(text)) return null;
  const id = Number(text);
  return id <= maxId ? id : null;
}

/** The parsed path, or null when it is not one of the contract's shapes. */
export function parseLivePath(path: string): LivePath | null {
  if (path === 'banner') return { kind: 'banner', path };
  const parts = path.split('/');
  const [head, key, tail] = parts;
  if (parts.length === 2) {
    const id = parseId(key);
    if (id === null) return null;
    if (head === 'auctions') return { kind: 'auction', id, path };
    if (head === 'pigeons') return { kind: 'pigeon', id, path };
    if (head === 'hallSales') return { kind: 'hallSale', id, path };
    return null;
  }
  if (parts.length === 3) {
    if (head === 'auctionContainers' && tail === 'summaryParams') {
      const id = parseId(key);
      return id === null ? null : { kind: 'containerSummary', id, path };
    }
    if (head === 'users' && tail === 'authInfo' && key !== undefined && uidPattern.test(key)) {
      return { kind: 'userAuthInfo', uid: key, path };
    }
  }
  return null;
}

/** Whether `viewerUid` (null for a guest) may watch the path. */
export function mayWatch(path: LivePath, viewerUid: string | null): boolean {
  return path.kind !== 'userAuthInfo' || path.uid === viewerUid;
}
