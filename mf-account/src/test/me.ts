import type { MeResponse } from '@kanat/shared/contracts';

/** A signed-in member's `GET /api/me` answer, for the account pages' tests. */
export const ME = {
  personalInfo: {
    username: 'aliveli',
    fullname: 'Ali Veli',
    dateOfBirth: '1980-02-03',
    province: 'İstanbul',
    city: 'Kadıköy',
    mailAddress: 'ali@example.com',
    phoneNumber: '+905321112233',
  },
  authInfo: { accountEnabled: true, accountDisableReason: null },
  settings: { dontSendBidSuperseeded: false },
} satisfies MeResponse;
