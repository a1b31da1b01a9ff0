import { apiFetch } from '@kanat/shared/api';
import type { MeResponse } from '@kanat/shared/contracts';

/** `GET /api/me`, with the personal fields as the profile form edits them: strings. */
export type Me = Omit<MeResponse, 'personalInfo'> & {
  personalInfo: { [Field in keyof MeResponse['personalInfo']]: string };
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** `GET /api/me`, with every personal field a string ('' when the server has none). */
export async function getMe(): Promise<Me> {
  const body =
    await apiFetch<Partial<Record<keyof MeResponse, Record<string, unknown>>>>('/api/me');
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
