import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { createSignedInMember, createUnverifiedUser } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { verifyDeviceProof } from './auth-api';
import { purgeExpired } from './housekeeping';

describe('sessions and the internal auth API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const session = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: cookie === undefined ? {} : { cookie },
    });

  it('answers a guest with no user', async () => {
    const response = await session();
    expect(response.json()).toEqual({ user: null, pendingMfa: false });
  });

  it('resolves the signed-in member from the km_session cookie', async () => {
    const member = await createSignedInMember(t.app, { fullname: 'Ayşe Yılmaz' });
    const response = await session(member.cookie);
    expect(response.json()).toEqual({
      user: {
        uid: member.user.uid,
        displayName: 'Ayşe Yılmaz',
        username: member.user.username,
        phoneNumber: member.phoneNumber,
        phoneVerified: true,
        accountEnabled: true,
        accountDisableReason: null,
        staff: false,
        roles: [],
      },
      pendingMfa: false,
    });
  });

  it('shows a registration in progress without a display name, with its registration phone', async () => {
    const user = await createUnverifiedUser(t.app);
    const body = (await session(user.cookie)).json<{ user: Record<string, unknown> }>();
    expect(body.user).toMatchObject({
      displayName: null,
      phoneNumber: user.phoneNumber,
      phoneVerified: false,
      accountEnabled: false,
    });
  });

  it('treats an unknown token as a guest and tells the browser to drop the cookie', async () => {
    const response = await session('km_session=yok-boyle-bir-oturum');
    expect(response.json()).toEqual({ user: null, pendingMfa: false });
    const cleared = response.cookies.find((c) => c.name === 'km_session');
    expect(cleared?.value).toBe('');
  });

  it('accepts a second-factor token only for its own user and device', async () => {
    const a = await createSignedInMember(t.app);
    const b = await createSignedInMember(t.app);
    const db = t.app.db;
    const data = new Uint8Array(32).fill(3);
    const proof = (userId: string, deviceId: string, token: string) =>
      verifyDeviceProof(db, { userId, deviceId, token, data, signature: a.sign(data) });
    expect(await proof(a.user.uid, a.deviceId, a.mfaToken)).toBe('valid');
    expect(await proof(a.user.uid, b.deviceId, a.mfaToken)).toBe('mfa-required');
    expect(await proof(b.user.uid, a.deviceId, a.mfaToken)).toBe('mfa-required');
    expect(await proof(a.user.uid, a.deviceId, 'x')).toBe('mfa-required');
    expect(await proof(a.user.uid, a.deviceId, '')).toBe('mfa-required');
    // A token past its 60 s is worthless even with a good signature.
    const later = Date.now() + 61_000;
    expect(
      await verifyDeviceProof(
        db,
        {
          userId: a.user.uid,
          deviceId: a.deviceId,
          token: a.mfaToken,
          data,
          signature: a.sign(data),
        },
        { now: later },
      ),
    ).toBe('mfa-required');
  });

  it('accepts a device signature only from the key registered for that device', async () => {
    const a = await createSignedInMember(t.app);
    const b = await createSignedInMember(t.app);
    const data = new Uint8Array(32).fill(7);
    const db = t.app.db;
    const own = { userId: a.user.uid, deviceId: a.deviceId, token: a.mfaToken, data };
    expect(await verifyDeviceProof(db, { ...own, signature: a.sign(data) })).toBe('valid');
    expect(await verifyDeviceProof(db, { ...own, signature: b.sign(data) })).toBe(
      'signature-invalid',
    );
    expect(
      await verifyDeviceProof(db, { ...own, data: new Uint8Array(32), signature: a.sign(data) }),
    ).toBe('signature-invalid');
    expect(await verifyDeviceProof(db, { ...own, signature: 'bozuk' })).toBe('signature-invalid');
    expect(await verifyDeviceProof(db, { ...own, signature: '' })).toBe('signature-invalid');
  });

  it('sweeps expired sessions and leaves live ones', async () => {
    const live = await createSignedInMember(t.app);
    const stale = await createSignedInMember(t.app);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, stale.user.uid));
    await purgeExpired(t.app.db);
    expect(
      await t.app.db.select().from(sessions).where(eq(sessions.userId, stale.user.uid)),
    ).toEqual([]);
    expect((await session(live.cookie)).json<{ user: { uid: string } }>().user.uid).toBe(
      live.user.uid,
    );
  });
});
