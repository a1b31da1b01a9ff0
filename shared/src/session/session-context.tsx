import { apiFetch } from '@kanat/shared/api';
import { bus, type SessionUser, useEvent } from '@kanat/shared/events';
import { normalizeStaffRoles } from '@kanat/shared/rules';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export interface SessionValue {
  user: SessionUser | null;
  status: 'loading' | 'ready';
  /** Asks the server again who is signed in; resolves with the new user. */
  reload(): Promise<SessionUser | null>;
  /** Sets the user directly, e.g. from a sign-in answer. */
  setUser(user: SessionUser | null): void;
}

const noProvider = async () => null;

const SessionContext = createContext<SessionValue>({
  user: null,
  status: 'loading',
  reload: noProvider,
  setUser: () => {},
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function toSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value) || typeof value.uid !== 'string') return null;
  const nullableText = (field: unknown) => (typeof field === 'string' ? field : null);
  return {
    uid: value.uid,
    displayName: nullableText(value.displayName),
    username: nullableText(value.username),
    phoneNumber: nullableText(value.phoneNumber),
    phoneVerified: value.phoneVerified === true,
    accountEnabled: value.accountEnabled === true,
    accountDisableReason: nullableText(value.accountDisableReason),
    staff: value.staff === true,
    roles: Array.isArray(value.roles) ? (normalizeStaffRoles(value.roles) ?? []) : [],
  };
}

/** `GET /api/session`: the signed-in user or null. */
export async function fetchSession(): Promise<SessionUser | null> {
  const body = await apiFetch<unknown>('/api/session');
  return isRecord(body) ? toSessionUser(body.user) : null;
}

/**
 * Holds who is signed in for every app. Announces each change as 'session:changed' and
 * reloads on 'session:reload-requested', so remotes need no direct access to the provider.
 */
export function SessionProvider(props: {
  children: ReactNode;
  /** Replaces the network load, e.g. for a remote running alone. */
  load?: () => Promise<SessionUser | null>;
  /**
   * The server drew this page for a guest (no session cookie came with it: ssr.tsx), so the
   * first render already knows the visitor is signed out, as the server's render did. The
   * session is still asked for at once, as always.
   */
  guest?: boolean;
}) {
  const { load = fetchSession } = props;
  const [user, setUserState] = useState<SessionUser | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready'>(props.guest ? 'ready' : 'loading');
  const mounted = useRef(true);
  // Only the answer to the latest reload may win; an older slow one is dropped.
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const setUser = useCallback((next: SessionUser | null) => {
    latest.current += 1;
    setUserState(next);
    setStatus('ready');
    bus.emit('session:changed', { user: next });
  }, []);

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    let next: SessionUser | null;
    try {
      next = await loadRef.current();
    } catch (error) {
      // Without an answer we treat the visitor as signed out; the API call itself will
      // say so if that is wrong.
      console.error('session load failed', error);
      next = null;
    }
    if (mounted.current && ticket === latest.current) {
      // A transition: while a part of a server-rendered page still waits for its remote's
      // code, an urgent context change would make React drop that part's HTML and draw it
      // anew; a transition waits until the part is hydrated.
      startTransition(() => {
        setUserState(next);
        setStatus('ready');
      });
      bus.emit('session:changed', { user: next });
    }
    return next;
  }, []);

  useEffect(() => {
    mounted.current = true;
    reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);

  useEvent('session:reload-requested', () => {
    reload();
  });

  const value = useMemo(() => ({ user, status, reload, setUser }), [user, status, reload, setUser]);
  return <SessionContext.Provider value={value}>{props.children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  return useContext(SessionContext);
}
