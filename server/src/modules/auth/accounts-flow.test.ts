import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@kanat/shared/events';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import {
  ApiClient,
  createSignedInMember,
  newDeviceKeyPair,
  randomPhone,
  randomUsername,
  signWith,
} from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { runStaffCommand } from '../staff';
import { mfaTokenValid } from './mfa-tokens';

interface SessionBody {
  user: SessionUser | null;
  pendingMfa: boolean;
}

describe('account flows through the API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const outboxSize = async (client: ApiClient, phone: string) =>
    (await client.outbox(phone, 200)).length;

  /** Registration of SPEC §4 up to the success page; returns the phone and password. */
  async function registerNewUser(client: ApiClient, deviceId: string) {
    const phone = randomPhone();
    const password = 'gizli123';
    const username = randomUsername();
    await client.ok('createAccount', { phoneNumber: phone, password, deviceId });
    const data = {
      phoneNumber: phone,
      username,
      fullname: 'Mehmet Öztürk',
      dateOfBirth: '1985-03-21',
      mailAddress: '',
      province: 'İzmir',
      city: 'Bornova',
    };
    await client.ok('saveRegistrationPhone', { phoneNumber: phone });
    const precheck = await client.ok<{ ok: boolean }>('userDataPrecheck', data);
    expect(precheck.ok).toBe(true);
    await client.ok('requestChanneledMFA', { target: phone, deviceId });
    const code = await client.latestCode(phone);
    await client.ok('resolveChanneledMFA', { target: phone, answer: code, deviceId });
    await client.ok('register', {
      data,
      deviceId,
      acknowledged: await client.acknowledgement(),
    });
    return { phone, password, username };
  }

  it('registers, waits for approval, signs in with a new device key, then by signature alone', async () => {
    const browser = new ApiClient(t.app);
    const deviceId = randomUUID();

    // Registration: the partial account is signed in as an incomplete user.
    const phone = randomPhone();
    await browser.ok('createAccount', { phoneNumber: phone, password: 'gizli123', deviceId });
    let session = (await browser.get<SessionBody>('/api/session')).body;
    expect(session.user).toMatchObject({
      displayName: null,
      phoneNumber: phone,
      phoneVerified: false,
      accountEnabled: false,
    });

    const data = {
      phoneNumber: phone,
      username: randomUsername(),
      fullname: 'Ayşe Yılmaz',
      dateOfBirth: '1990-01-31',
      mailAddress: 'ayse@ornek.com.tr',
      province: 'İstanbul',
      city: 'Kadıköy',
    };
    await browser.ok('saveRegistrationPhone', { phoneNumber: phone });
    expect(await browser.ok('userDataPrecheck', data)).toMatchObject({
      ok: true,
      conflicts: { phoneNumber: false, username: false },
    });

    // register needs the phone proof first.
    let outcome = await browser.call('register', { data, deviceId });
    expect(outcome.status).toBe(403);

    const sent = await browser.ok<{ resendAvailableAt: number; expiresAt: number }>(
      'requestChanneledMFA',
      { target: phone, deviceId },
    );
    // A second request inside 180 s is the same pending request: no second SMS.
    const again = await browser.ok<{ resendAvailableAt: number }>('requestChanneledMFA', {
      target: phone,
      deviceId,
    });
    expect(again.resendAvailableAt).toBe(sent.resendAvailableAt);
    expect(await outboxSize(browser, phone)).toBe(1);

    const code = await browser.latestCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    await browser.ok('resolveChanneledMFA', { target: phone, answer: code, deviceId });
    await browser.ok('register', {
      data,
      deviceId,
      acknowledged: await browser.acknowledgement(),
    });

    // The session ended; sign-in waits for staff.
    session = (await browser.get<SessionBody>('/api/session')).body;
    expect(session).toEqual({ user: null, pendingMfa: false });
    outcome = await browser.call('login', { phoneNumber: phone, password: 'gizli123', deviceId });
    expect(outcome.status).toBe(400);
    expect(outcome.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'Hesabınız henüz onaylanmadı.',
    });

    expect(await runStaffCommand(t.app.db, { command: 'approve', who: phone })).toMatchObject({
      done: 'approved-registration',
    });

    // First sign-in on this device: password, then code + key registration, then signature.
    const login = await browser.ok<{ next: string; hasKey: boolean }>('login', {
      phoneNumber: phone,
      password: 'gizli123',
      deviceId,
    });
    expect(login).toEqual({ code: 200, next: 'mfa', hasKey: false });
    session = (await browser.get<SessionBody>('/api/session')).body;
    expect(session).toEqual({ user: null, pendingMfa: true });
    const pendingCookie = browser.cookie;

    // Without a key the signature path says so, which sends the client to enrolment.
    outcome = await browser.call('requestKeyedMFA', { deviceId });
    expect(outcome.error).toEqual({
      status: 'NOT_FOUND',
      message: 'Bu cihaz için anahtar bulunamadı.',
    });

    const key = newDeviceKeyPair();
    outcome = await browser.call('registerMFAKey', { pk: key.pk, deviceId });
    expect(outcome.status).toBe(403);
    await browser.ok('requestChanneledMFA', { target: phone, deviceId });
    await browser.ok('resolveChanneledMFA', {
      target: phone,
      answer: await browser.latestCode(phone),
      deviceId,
    });
    await browser.ok('registerMFAKey', { pk: key.pk, deviceId });

    const { challenge } = await browser.ok<{ challenge: string }>('requestKeyedMFA', { deviceId });
    const challengeBytes = Buffer.from(challenge, 'base64');
    expect(challengeBytes).toHaveLength(32);
    const { token } = await browser.ok<{ token: string }>('resolveKeyedMFA', {
      signature: signWith(key.privateKey, challengeBytes),
      deviceId,
    });
    expect(browser.cookie).not.toBe(pendingCookie);
    session = (await browser.get<SessionBody>('/api/session')).body;
    expect(session.pendingMfa).toBe(false);
    expect(session.user).toMatchObject({
      displayName: 'Ayşe Yılmaz',
      phoneNumber: phone,
      phoneVerified: true,
      accountEnabled: true,
      accountDisableReason: null,
      staff: false,
    });
    const uid = session.user?.uid ?? '';
    expect(await mfaTokenValid(t.app.db, { userId: uid, deviceId, token })).toBe(true);

    // The pre-activation cookie is dead (rotated on activation).
    const stale = new ApiClient(t.app, { cookie: pendingCookie });
    expect((await stale.get<SessionBody>('/api/session')).body.user).toBeNull();

    await browser.ok('logout', {});
    expect((await browser.get<SessionBody>('/api/session')).body.user).toBeNull();

    // Signing in again: the device key passes without any code.
    const smsBefore = await outboxSize(browser, phone);
    const second = await browser.ok<{ next: string; hasKey: boolean }>('login', {
      phoneNumber: phone,
      password: 'gizli123',
      deviceId,
    });
    expect(second).toMatchObject({ next: 'mfa', hasKey: true });
    const next = await browser.ok<{ challenge: string }>('requestKeyedMFA', { deviceId });
    await browser.ok('resolveKeyedMFA', {
      signature: signWith(key.privateKey, Buffer.from(next.challenge, 'base64')),
      deviceId,
    });
    expect((await browser.get<SessionBody>('/api/session')).body.user?.uid).toBe(uid);
    expect(await outboxSize(browser, phone)).toBe(smsBefore);
  });

  it('logging out of an incomplete registration deletes the partial account', async () => {
    const browser = new ApiClient(t.app);
    const phone = randomPhone();
    await browser.ok('createAccount', {
      phoneNumber: phone,
      password: 'gizli123',
      deviceId: randomUUID(),
    });
    const uid = (await browser.get<SessionBody>('/api/session')).body.user?.uid ?? '';
    await browser.ok('deleteOnUnregister', {});
    await browser.ok('logout', {});
    expect(await t.app.db.select().from(users).where(eq(users.id, uid))).toEqual([]);
  });

  it('signs an incomplete registration in with next: register', async () => {
    const browser = new ApiClient(t.app);
    const phone = randomPhone();
    const deviceId = randomUUID();
    await browser.ok('createAccount', { phoneNumber: phone, password: 'gizli123', deviceId });
    const other = new ApiClient(t.app);
    const login = await other.ok('login', { phoneNumber: phone, password: 'gizli123', deviceId });
    expect(login).toEqual({ code: 200, next: 'register', hasKey: false });
    expect((await other.get<SessionBody>('/api/session')).body.user).toMatchObject({
      phoneVerified: false,
    });
  });

  it('refuses a phone or username that a registered user already has', async () => {
    const member = await createSignedInMember(t.app);
    const browser = new ApiClient(t.app);
    let outcome = await browser.call('createAccount', {
      phoneNumber: member.phoneNumber,
      password: 'gizli123',
      deviceId: randomUUID(),
    });
    expect(outcome.error).toEqual({
      status: 'ABORTED',
      message: 'Bu telefon numarası başka bir kullanıcı tarafından kullanılıyor',
    });
    await browser.ok('createAccount', {
      phoneNumber: randomPhone(),
      password: 'gizli123',
      deviceId: randomUUID(),
    });
    outcome = await browser.call('userDataPrecheck', {
      phoneNumber: member.phoneNumber,
      username: (member.user.username ?? '').toUpperCase(),
      fullname: 'Ali Can',
      dateOfBirth: '2001-02-03',
      mailAddress: 'yanlis',
      province: 'Ankara',
      city: 'Çankaya',
    });
    expect(outcome.result).toEqual({
      code: 200,
      ok: false,
      invalid: {
        usernameInvalid: false,
        dobInvalid: false,
        mailInvalid: true,
        phoneNumberInvalid: false,
        provinceInvalid: false,
        cityInvalid: false,
        fullnameInvalid: false,
      },
      // Usernames are unique regardless of case.
      conflicts: { phoneNumber: true, username: true },
    });
  });

  it('resets a forgotten password with a code and a link token, ending every session', async () => {
    const browser = new ApiClient(t.app);
    const deviceId = randomUUID();
    await registerNewUser(browser, deviceId);
    const member = await createSignedInMember(t.app, { password: 'EskiSifre1' });
    const elsewhere = new ApiClient(t.app, { cookie: member.cookie });

    const guest = new ApiClient(t.app);
    let outcome = await guest.call('sendPasswordResetCode', { target: randomPhone(), deviceId });
    expect(outcome.error).toEqual({ status: 'NOT_FOUND', message: 'Telefon numarası bulunamadı.' });
    await guest.ok('sendPasswordResetCode', { target: member.phoneNumber, deviceId });
    const code = await guest.latestCode(member.phoneNumber);
    expect(code).toMatch(/^\d{6}$/);
    const { token } = await guest.ok<{ token: string }>('getPasswordResetToken', {
      target: member.phoneNumber,
      answer: code,
      deviceId,
    });
    expect(await guest.ok('queryPasswordResetTokenStatus', { token, deviceId })).toEqual({
      code: 200,
      status: 'valid',
    });
    expect(
      (await guest.ok('queryPasswordResetTokenStatus', { token: 'uydurma', deviceId })).status,
    ).toBe('invalid');

    outcome = await guest.call('usePasswordResetToken', { token, deviceId, password: 'kisa' });
    expect(outcome.error).toEqual({ status: 'INVALID_ARGUMENT', message: 'Geçersiz şifre' });
    await guest.ok('usePasswordResetToken', { token, deviceId, password: 'YeniSifre9' });
    expect((await guest.ok('queryPasswordResetTokenStatus', { token, deviceId })).status).toBe(
      'invalid',
    );
    outcome = await guest.call('usePasswordResetToken', { token, deviceId, password: 'Baska123X' });
    expect(outcome.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'Bu linkte bir problem var.',
    });

    expect((await elsewhere.get<SessionBody>('/api/session')).body.user).toBeNull();
    outcome = await guest.call('login', {
      phoneNumber: member.phoneNumber,
      password: 'EskiSifre1',
      deviceId,
    });
    expect(outcome.error?.status).toBe('PERMISSION_DENIED');
    expect(
      await guest.ok('login', {
        phoneNumber: member.phoneNumber,
        password: 'YeniSifre9',
        deviceId,
      }),
    ).toMatchObject({ next: 'mfa' });
  });

  it('an expired reset link says so', async () => {
    const member = await createSignedInMember(t.app, { password: 'EskiSifre1' });
    const guest = new ApiClient(t.app);
    const deviceId = randomUUID();
    await guest.ok('sendPasswordResetCode', { target: member.phoneNumber, deviceId });
    const { token } = await guest.ok<{ token: string }>('getPasswordResetToken', {
      target: member.phoneNumber,
      answer: await guest.latestCode(member.phoneNumber),
      deviceId,
    });
    const { authTokens } = await import('../../db/schema');
    await t.app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, member.user.uid));
    expect((await guest.ok('queryPasswordResetTokenStatus', { token, deviceId })).status).toBe(
      'expired',
    );
    const outcome = await guest.call('usePasswordResetToken', {
      token,
      deviceId,
      password: 'YeniSifre9',
    });
    expect(outcome.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'Bu linkin süresi geçmiş.',
    });
  });

  it('changes the password with the current one and a fresh second factor', async () => {
    const member = await createSignedInMember(t.app, { password: 'EskiSifre1' });
    const other = await createSignedInMember(t.app);
    const browser = new ApiClient(t.app, { cookie: member.cookie });
    const secondTab = new ApiClient(t.app);
    await secondTab.ok('login', {
      phoneNumber: member.phoneNumber,
      password: 'EskiSifre1',
      deviceId: member.deviceId,
    });
    const base = { deviceId: member.deviceId, password: 'YeniSifre9' };

    let outcome = await browser.call('changePassword', {
      ...base,
      currentPassword: 'EskiSifre1',
      mfaToken: other.mfaToken,
    });
    expect(outcome.error).toEqual({
      status: 'PERMISSION_DENIED',
      message: 'İki faktörlü doğrulama gerekli.',
    });
    outcome = await browser.call('changePassword', {
      ...base,
      currentPassword: 'Yanlis123',
      mfaToken: member.mfaToken,
    });
    expect(outcome.error).toEqual({ status: 'PERMISSION_DENIED', message: 'Şifre yanlış.' });
    outcome = await browser.call('changePassword', {
      ...base,
      password: 'zayif',
      currentPassword: 'EskiSifre1',
      mfaToken: member.mfaToken,
    });
    expect(outcome.error?.status).toBe('INVALID_ARGUMENT');
    await browser.ok('changePassword', {
      ...base,
      currentPassword: 'EskiSifre1',
      mfaToken: member.mfaToken,
    });
    // This tab stays signed in; the other session of the user ends.
    expect((await browser.get<SessionBody>('/api/session')).body.user?.uid).toBe(member.user.uid);
    expect((await secondTab.get<SessionBody>('/api/session')).body.pendingMfa).toBe(false);
  });

  it('a profile change disables the account until staff approve it', async () => {
    const member = await createSignedInMember(t.app, { fullname: 'Ali Demir' });
    const browser = new ApiClient(t.app, { cookie: member.cookie });
    const me = (await browser.get<{ personalInfo: Record<string, string | null> }>('/api/me')).body;
    const userData = {
      username: me.personalInfo.username ?? '',
      fullname: me.personalInfo.fullname ?? '',
      dateOfBirth: me.personalInfo.dateOfBirth ?? '',
      province: me.personalInfo.province ?? '',
      city: me.personalInfo.city ?? '',
      mailAddress: me.personalInfo.mailAddress ?? '',
      phoneNumber: me.personalInfo.phoneNumber ?? '',
    };
    const call = (changes: Partial<typeof userData>) =>
      browser.call('updatePersonalData', {
        userData: { ...userData, ...changes },
        deviceId: member.deviceId,
        mfaToken: member.mfaToken,
      });

    expect((await call({})).error).toEqual({
      status: 'INVALID_ARGUMENT',
      message: 'Değişiklik yok.',
    });
    expect((await call({ fullname: 'Veli Demir' })).error).toEqual({
      status: 'INVALID_ARGUMENT',
      message: 'Kullanıcı adı ve ad soyad değiştirilemez.',
    });
    expect((await call({ mailAddress: 'bozuk@' })).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'Mail Geçersiz.',
    });
    const missingToken = await browser.call('updatePersonalData', {
      userData: { ...userData, city: 'Üsküdar' },
      deviceId: member.deviceId,
      mfaToken: 'eski',
    });
    expect(missingToken.error?.message).toBe('İki faktörlü doğrulama gerekli.');

    await browser.ok('updatePersonalData', {
      userData: { ...userData, city: 'Üsküdar' },
      deviceId: member.deviceId,
      mfaToken: member.mfaToken,
    });
    const session = (await browser.get<SessionBody>('/api/session')).body;
    expect(session.user).toMatchObject({
      accountEnabled: false,
      accountDisableReason: 'Bilgileriniz güncellendi, yönetici onayı bekleniyor.',
    });
    const after = (
      await browser.get<{ personalInfo: { city: string }; authInfo: { accountEnabled: boolean } }>(
        '/api/me',
      )
    ).body;
    expect(after.personalInfo.city).toBe('Üsküdar');
    expect(after.authInfo.accountEnabled).toBe(false);

    // While disabled: no further sensitive changes, the reason is the answer.
    const blocked = await call({ city: 'Beşiktaş' });
    expect(blocked.error).toEqual({
      status: 'PERMISSION_DENIED',
      message: 'Bilgileriniz güncellendi, yönetici onayı bekleniyor.',
    });

    const pending = await runStaffCommand(t.app.db, { command: 'list' });
    expect('pending' in pending && pending.pending.profileChanges.map((u) => u.uid)).toContain(
      member.user.uid,
    );
    await runStaffCommand(t.app.db, { command: 'approve', who: member.phoneNumber });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, member.user.uid));
    expect(row).toMatchObject({
      city: 'Üsküdar',
      accountEnabled: true,
      accountDisableReason: null,
      pendingProfile: null,
    });
  });

  it('stores the bid-notice setting', async () => {
    const member = await createSignedInMember(t.app);
    const browser = new ApiClient(t.app, { cookie: member.cookie });
    await browser.ok('setBidNoticeOptOut', { dontSendBidSuperseeded: true });
    const me = await browser.get<{ settings: { dontSendBidSuperseeded: boolean } }>('/api/me');
    expect(me.body.settings).toEqual({ dontSendBidSuperseeded: true });
  });

  it('stores passwords as argon2id hashes', async () => {
    const member = await createSignedInMember(t.app, { password: 'Guvercin2023' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, member.user.uid));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('Guvercin2023');
  });
});
