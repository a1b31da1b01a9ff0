import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema';
import { ApiClient, createSignedInMember, randomPhone } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { authPolicy } from './auth-policy';

const quota = { status: 'RESOURCE_EXHAUSTED', message: 'Kota aşıldı, daha sonra tekrar deneyin' };
const tooMany = { status: 'RESOURCE_EXHAUSTED', message: 'Çok fazla başarısız deneme yapıldı.' };
const notAccepted = { status: 'PERMISSION_DENIED', message: 'Cevap kabul edilmedi.' };

describe('brute-force limits', () => {
  let t: TestApp;
  let ipCounter = 0;
  /** Each test gets its own client address, so per-IP limits do not leak between tests. */
  const freshIp = () => {
    ipCounter += 1;
    return `198.51.100.${ipCounter}`;
  };

  beforeAll(async () => {
    t = await createTestApp();
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  /** A guest with a new registration, ready to ask for codes. */
  async function registering(ip = freshIp()) {
    const client = new ApiClient(t.app, { ip });
    const phone = randomPhone();
    const deviceId = randomUUID();
    await client.ok('createAccount', { phoneNumber: phone, password: 'gizli123', deviceId });
    return { client, phone, deviceId };
  }

  /** Lets the resend wait of the pending code pass (the clock is the database row's). */
  async function passResendWait(phone: string) {
    await t.app.db
      .update(verificationCodes)
      .set({ resendAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, phone));
  }

  it('burns a code after five wrong answers, even the right answer is then refused', async () => {
    const { client, phone, deviceId } = await registering();
    await client.ok('requestChanneledMFA', { target: phone, deviceId });
    const code = await client.latestCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < authPolicy.codeMaxAttempts; i += 1) {
      const outcome = await client.call('resolveChanneledMFA', {
        target: phone,
        answer: wrong,
        deviceId,
      });
      expect(outcome.status).toBe(403);
      expect(outcome.error).toEqual(notAccepted);
    }
    const afterBurn = await client.call('resolveChanneledMFA', {
      target: phone,
      answer: code,
      deviceId,
    });
    expect(afterBurn.status).toBe(429);
    expect(afterBurn.error).toEqual(quota);
    // A burned code cannot be swapped for a fresh one before the resend time.
    expect((await client.call('requestChanneledMFA', { target: phone, deviceId })).error).toEqual(
      quota,
    );
    // Nor did the burned code leave a proof behind.
    const data = {
      phoneNumber: phone,
      username: 'deneme_kbr',
      fullname: 'Deneme Kişi',
      dateOfBirth: '1990-01-01',
      province: 'Ankara',
      city: 'Çankaya',
    };
    expect((await client.call('register', { data, deviceId })).status).toBe(403);
  });

  it('a malformed answer is INVALID_ARGUMENT and costs no attempt', async () => {
    const { client, phone, deviceId } = await registering();
    await client.ok('requestChanneledMFA', { target: phone, deviceId });
    for (let i = 0; i < 8; i += 1) {
      const outcome = await client.call('resolveChanneledMFA', {
        target: phone,
        answer: '12a',
        deviceId,
      });
      expect(outcome.error).toEqual({ status: 'INVALID_ARGUMENT', message: 'Cevap geçersiz.' });
    }
    await client.ok('resolveChanneledMFA', {
      target: phone,
      answer: await client.latestCode(phone),
      deviceId,
    });
  });

  it('a code is good for one answer only', async () => {
    const { client, phone, deviceId } = await registering();
    await client.ok('requestChanneledMFA', { target: phone, deviceId });
    const code = await client.latestCode(phone);
    await client.ok('resolveChanneledMFA', { target: phone, answer: code, deviceId });
    const replay = await client.call('resolveChanneledMFA', {
      target: phone,
      answer: code,
      deviceId,
    });
    expect(replay.error?.status).toBe('FAILED_PRECONDITION');
  });

  it('codes are only sent to the caller’s own phone', async () => {
    const { client, deviceId } = await registering();
    const outcome = await client.call('requestChanneledMFA', { target: randomPhone(), deviceId });
    expect(outcome.error).toEqual({
      status: 'PERMISSION_DENIED',
      message: 'Bu telefon numarasına doğrulama kodu gönderilemez.',
    });
  });

  it('limits the SMS sent to one phone per hour', async () => {
    const { client, phone, deviceId } = await registering();
    const { limit } = authPolicy.limits.signInSmsPerPhone;
    for (let i = 0; i < limit; i += 1) {
      await client.ok('requestChanneledMFA', { target: phone, deviceId });
      await passResendWait(phone);
    }
    const outcome = await client.call('requestChanneledMFA', { target: phone, deviceId });
    expect(outcome.status).toBe(429);
    expect(outcome.error).toEqual(quota);
  });

  it('limits the SMS sent for one IP address across phones', async () => {
    const ip = freshIp();
    const { limit } = authPolicy.limits.smsPerIp;
    for (let i = 0; i < limit; i += 1) {
      // Accounts are made elsewhere (they have a limit of their own); the codes go from `ip`.
      const { client, phone, deviceId } = await registering();
      client.ip = ip;
      await client.ok('requestChanneledMFA', { target: phone, deviceId });
    }
    const { client, phone, deviceId } = await registering(freshIp());
    client.ip = ip;
    expect((await client.call('requestChanneledMFA', { target: phone, deviceId })).error).toEqual(
      quota,
    );
    client.ip = freshIp();
    await client.ok('requestChanneledMFA', { target: phone, deviceId });
  });

  it('limits new accounts per IP address', async () => {
    const ip = freshIp();
    for (let i = 0; i < authPolicy.limits.accountsPerIp.limit; i += 1) await registering(ip);
    const client = new ApiClient(t.app, { ip });
    const outcome = await client.call('createAccount', {
      phoneNumber: randomPhone(),
      password: 'gizli123',
      deviceId: randomUUID(),
    });
    expect(outcome.error).toEqual(quota);
  });

  it('limits failed sign-ins per IP address across phones', async () => {
    const client = new ApiClient(t.app, { ip: freshIp() });
    const { limit } = authPolicy.limits.loginFailuresPerIp;
    for (let i = 0; i < limit; i += 1) {
      const outcome = await client.call('login', {
        phoneNumber: randomPhone(),
        password: 'herhangi',
        deviceId: randomUUID(),
      });
      expect(outcome.error).toEqual({
        status: 'NOT_FOUND',
        message: 'Telefon numarası bulunamadı',
      });
    }
    const member = await createSignedInMember(t.app, { password: 'DogruSifre1' });
    const blocked = await client.call('login', {
      phoneNumber: member.phoneNumber,
      password: 'DogruSifre1',
      deviceId: member.deviceId,
    });
    expect(blocked.error).toEqual(tooMany);
    // Another address is not affected.
    client.ip = freshIp();
    await client.ok('login', {
      phoneNumber: member.phoneNumber,
      password: 'DogruSifre1',
      deviceId: member.deviceId,
    });
  });

  it('limits reset codes like sign-in codes and burns a wrong-guessed reset code', async () => {
    const member = await createSignedInMember(t.app, { password: 'DogruSifre1' });
    const client = new ApiClient(t.app, { ip: freshIp() });
    const deviceId = randomUUID();
    await client.ok('sendPasswordResetCode', { target: member.phoneNumber, deviceId });
    const code = await client.latestCode(member.phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < authPolicy.codeMaxAttempts; i += 1) {
      const outcome = await client.call('getPasswordResetToken', {
        target: member.phoneNumber,
        answer: wrong,
        deviceId,
      });
      expect(outcome.error).toEqual(notAccepted);
    }
    const burned = await client.call('getPasswordResetToken', {
      target: member.phoneNumber,
      answer: code,
      deviceId,
    });
    expect(burned.error).toEqual(quota);
    const rows = await t.app.db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.target, member.phoneNumber),
          eq(verificationCodes.purpose, 'password-reset'),
        ),
      );
    expect(rows).toHaveLength(1);
    // The code is stored hashed: the digits appear nowhere in the row.
    expect(JSON.stringify(rows[0])).not.toContain(code);
  });

  it('limits wrong current passwords on password change per user', async () => {
    const member = await createSignedInMember(t.app, { password: 'DogruSifre1' });
    const client = new ApiClient(t.app, { cookie: member.cookie, ip: freshIp() });
    const change = (currentPassword: string) =>
      client.call('changePassword', {
        currentPassword,
        password: 'YeniSifre9',
        mfaToken: member.mfaToken,
        deviceId: member.deviceId,
      });
    for (let i = 0; i < authPolicy.limits.passwordChecksPerUser.limit; i += 1) {
      expect((await change(`Yanlis${i}`)).error?.status).toBe('PERMISSION_DENIED');
    }
    expect((await change('DogruSifre1')).error).toEqual(quota);
  });
});
