import { isApiError } from '@kanat/shared/api';
import { HALL_CLERK_LEASE_MS } from '@kanat/shared/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../../ui';
import { getHallFloorState } from '../api/get-floor-state';
import { releaseHallLease, releaseHallLeaseOnExit } from '../api/release-lease';
import { renewHallLease } from '../api/renew-lease';
import { takeHallLease } from '../api/take-lease';

/** The console renews its lease three times a term, so one lost answer costs nothing. */
export const LEASE_RENEW_MS = HALL_CLERK_LEASE_MS / 3;

export type LeaseView =
  /** Asking the server for the lease. */
  | { kind: 'taking' }
  /** This console drives the sale; `offline` while the server cannot be reached. */
  | { kind: 'held'; token: string; offline: boolean }
  /** Another clerk's lease is live: this console only watches until taken over on purpose. */
  | { kind: 'other'; name: string; lost: boolean }
  /** The lease could not be taken for another reason (the sale ended, no answer). */
  | { kind: 'failed'; message: string };

/** An action's refusal because this console's lease is no longer the live one. */
export function isLeaseLost(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const details = error.details as { leaseLost?: unknown } | null | undefined;
  return details?.leaseLost === true;
}

const noAnswer = (error: unknown) =>
  isApiError(error, 'network') || isApiError(error, 'unavailable') || isApiError(error, 'internal');

export interface ClerkLease {
  view: LeaseView;
  /** The lease token while this console holds the lease; null otherwise: send nothing. */
  token: string | null;
  /** Takes the lease from the clerk holding it (asked for on purpose, audited); throws on refusal. */
  takeOver: () => Promise<void>;
  /** Asks for the lease again after a failure. */
  retry: () => void;
  /** An action was refused with `leaseLost`: find out who holds the sale now. */
  lost: () => void;
}

/**
 * One clerk drives a sale: the lease is taken on entering, renewed every LEASE_RENEW_MS while
 * the console is open, and released on leaving. A refused renewal is looked into: an expired
 * lease nobody took (the connection dropped for a while) is taken again; one another clerk
 * took stops this console, which then says who holds it.
 */
export function useClerkLease(saleId: number, onRecovered: () => void): ClerkLease {
  const [view, setView] = useState<LeaseView>({ kind: 'taking' });
  const held = useRef<string | null>(null);
  const recovered = useRef(onRecovered);
  recovered.current = onRecovered;

  const hold = useCallback((token: string) => {
    held.current = token;
    setView({ kind: 'held', token, offline: false });
  }, []);

  /** Why the lease is not ours: another clerk's live lease, or the refusal's own words. */
  const explain = useCallback(
    async (error: unknown, lost: boolean) => {
      held.current = null;
      try {
        const state = await getHallFloorState({ saleId });
        if (state.lease?.live) {
          setView({ kind: 'other', name: state.lease.clerkName, lost });
          return;
        }
        if (lost && state.sale.status !== 'ended') {
          // The lease ran out while nobody held it: the sale waits as it was, take it again.
          hold((await takeHallLease({ saleId })).leaseToken);
          recovered.current();
          return;
        }
      } catch (failure) {
        setView({ kind: 'failed', message: errorText(failure) });
        return;
      }
      setView({ kind: 'failed', message: errorText(error) });
    },
    [saleId, hold],
  );

  const take = useCallback(
    async (takeOver: boolean) => {
      const { leaseToken } = await takeHallLease(takeOver ? { saleId, takeOver } : { saleId });
      hold(leaseToken);
    },
    [saleId, hold],
  );

  const retry = useCallback(() => {
    setView({ kind: 'taking' });
    take(false).catch((error: unknown) => void explain(error, false));
  }, [take, explain]);

  // Taken on entering, released on leaving: the console's page, or the tab itself.
  useEffect(() => {
    let active = true;
    take(false).catch((error: unknown) => {
      if (active) void explain(error, false);
    });
    const onPageHide = () => {
      const token = held.current;
      held.current = null;
      if (token !== null) releaseHallLeaseOnExit({ saleId, leaseToken: token });
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      active = false;
      const token = held.current;
      held.current = null;
      if (token !== null) releaseHallLease({ saleId, leaseToken: token }).catch(() => undefined);
    };
  }, [saleId, take, explain]);

  const token = view.kind === 'held' ? view.token : null;

  // Renewed while held.
  useEffect(() => {
    if (token === null) return;
    const timer = setInterval(() => {
      renewHallLease({ saleId, leaseToken: token }).then(
        () => {
          setView((current) => {
            if (current.kind !== 'held' || !current.offline) return current;
            recovered.current();
            return { ...current, offline: false };
          });
        },
        (error: unknown) => {
          if (held.current !== token) return;
          if (noAnswer(error)) {
            setView((current) =>
              current.kind === 'held' ? { ...current, offline: true } : current,
            );
          } else {
            void explain(error, true);
          }
        },
      );
    }, LEASE_RENEW_MS);
    return () => clearInterval(timer);
  }, [saleId, token, explain]);

  const lost = useCallback(() => void explain(null, true), [explain]);

  return { view, token, takeOver: () => take(true), retry, lost };
}
