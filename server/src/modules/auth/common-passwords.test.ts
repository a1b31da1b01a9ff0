import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@kanat/shared/events';
import { ApiClient, createSignedInMember, randomPhone } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const TOO_COMMON = {
  status: 'INVALID_ARGUMENT',
  message: 'Bu şifre çok yaygın, kolayca tahmin edilebilir. Lütfen başka bir şifre seçin.',
};
// Passes the SPEC §9 new-password rule (8 characters, letters, a digit, an upper-case
// letter), yet 'password1' is among the most common passwords.
const COMMON_BUT_LONG_ENOUGH = 'Password1';

describe('finding 7: common passwords', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('refuses 123456 at registration, and creates no account', async () => {
    const browser = new ApiClient(t.app);
    const deviceId = randomUUID();
    const phone = randomPhone();
    for (const password of ['123456', COMMON_BUT_LONG_ENOUGH]) {
      const outcome = await browser.call('createAccount', {
        phoneNumber: phone,
        password,
        deviceId,
      });
      expect(outcome.status).toBe(400);
      expect(outcome.error).toEqual(TOO_COMMON);
    }
    const session = await browser.get<{ user: SessionUser | null }>('/api/session');
    expect(session.body.user).toBeNull();
    // The SPEC length rule still applies, and comes first: '12345' is common and too short.
    const short = await browser.call('createAccount', {
      phoneNumber: phone,
      password: '12345',
      deviceId,
    });
    expect(short.error).toEqual({ status: 'INVALID_ARGUMENT', message: 'Girilen şifre geçersiz' });
    await browser.ok('createAccount', { phoneNumber: phone, password: 'gizli123', deviceId });
  });

  it('refuses a common new password from a reset link, which stays usable', async () => {
    const member = await createSignedInMember(t.app, { password: 'EskiSifre1' });
    const guest = new ApiClient(t.app);
    const deviceId = randomUUID();
    await guest.ok('sendPasswordResetCode', { target: member.phoneNumber, deviceId });
    const { token } = await guest.ok<{ token: string }>('getPasswordResetToken', {
      target: member.phoneNumber,
      answer: await guest.latestCode(member.phoneNumber),
      deviceId,
    });

    const outcome = await guest.call('usePasswordResetToken', {
      token,
      deviceId,
      password: COMMON_BUT_LONG_ENOUGH,
    });
    expect(outcome.status).toBe(400);
    expect(outcome.error).toEqual(TOO_COMMON);
    expect((await guest.ok('queryPasswordResetTokenStatus', { token, deviceId })).status).toBe(
      'valid',
    );
    await guest.ok('usePasswordResetToken', { token, deviceId, password: 'YeniSifre9' });
  });

  it('refuses a common new password on the change screen and keeps the old one', async () => {
    const member = await createSignedInMember(t.app, { password: 'EskiSifre1' });
    const browser = new ApiClient(t.app, { cookie: member.cookie });
    const base = {
      deviceId: member.deviceId,
      currentPassword: 'EskiSifre1',
      mfaToken: member.mfaToken,
    };

    const outcome = await browser.call('changePassword', {
      ...base,
      password: COMMON_BUT_LONG_ENOUGH,
    });
    expect(outcome.status).toBe(400);
    expect(outcome.error).toEqual(TOO_COMMON);
    // Nothing changed: the old password still opens the change.
    await browser.ok('changePassword', { ...base, password: 'YeniSifre9' });
  });
});
