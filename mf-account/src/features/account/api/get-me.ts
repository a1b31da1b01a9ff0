import { apiFetch } from '@kanat/shared/api';
import type { PersonalInfo } from '@kanat/shared/validation';
import { useCallback, useEffect, useState } from 'react';

export interface Me {
  personalInfo: PersonalInfo;
  authInfo: { accountEnabled: boolean; accountDisableReason: string | null };
  settings: { dontSendBidSuperseeded: boolean };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** `GET /api/me`, with every personal field a string ('' when the server has none). */
export async function getMe(): Promise<Me> {
  const body = await apiFetch<Partial<Record<keyof Me, Record<string, unknown>>>>('/api/me');
  const info = body.personalInfo ?? {};
  return {
    personalInfo: {
      username: text(info.username),
      fullname: text(info.fullname),
      dateOfBirth: text(info.dateOfBirth),
      province: text(info.province),
      city: text(info.city),
      mailAddress: text(info.mailAddress),
      phoneNumber: text(info.phoneNumber),
    },
    authInfo: {
      accountEnabled: body.authInfo?.accountEnabled === true,
      accountDisableReason:
        typeof body.authInfo?.accountDisableReason === 'string'
          ? body.authInfo.accountDisableReason
          : null,
    },
    settings: { dontSendBidSuperseeded: body.settings?.dontSendBidSuperseeded === true },
  };
}

export type MeState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; me: Me };

/** Loads /api/me for a page; `reload` fetches it again (after a save). */
export function useMe(): { state: MeState; reload: () => Promise<void> } {
  const [state, setState] = useState<MeState>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      setState({ status: 'ready', me: await getMe() });
    } catch (error) {
      setState({ status: 'error', error });
    }
  }, []);
  useEffect(() => {
    let current = true;
    getMe().then(
      (me) => current && setState({ status: 'ready', me }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, []);
  return { state, reload };
}
