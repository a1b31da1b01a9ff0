import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { createSignedInMember, createUnverifiedUser } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { verifyDeviceSignature, verifyMfaToken } from './auth-api';
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

  it('verifies mfa tokens only for their own user and device', async () => {
    const a = await createSignedInMember(t.app);
    const b = await createSignedInMember(t.app);
    const db = t.app.db;
    expect(
      await verifyMfaToken(db, { userId: a.user.uid, deviceId: a.deviceId, token: a.mfaToken }),
    ).toBe(true);
    expect(
      await verifyMfaToken(db, { userId: a.user.uid, deviceId: b.deviceId, token: a.mfaToken }),
    ).toBe(false);
    expect(
      await verifyMfaToken(db, { userId: b.user.uid, deviceId: a.deviceId, token: a.mfaToken }),
    ).toBe(false);
    expect(await verifyMfaToken(db, { userId: a.user.uid, deviceId: a.deviceId, token: 'x' })).toBe(
      false,
    );
  });

  it('verifies device signatures against the registered key', async () => {
    const a = await createSignedInMember(t.app);
    const b = await createSignedInMember(t.app);
    const data = new Uint8Array(32).fill(7);
    const db = t.app.db;
    const own = { userId: a.user.uid, deviceId: a.deviceId, data };
    expect(await verifyDeviceSignature(db, { ...own, signature: a.sign(data) })).toBe(true);
    expect(await verifyDeviceSignature(db, { ...own, signature: b.sign(data) })).toBe(false);
    expect(
      await verifyDeviceSignature(db, {
        ...own,
        data: new Uint8Array(32),
        signature: a.sign(data),
      }),
    ).toBe(false);
    expect(await verifyDeviceSignature(db, { ...own, signature: 'bozuk' })).toBe(false);
    expect(
      await verifyDeviceSignature(db, { ...own, deviceId: 'baska-cihaz', signature: a.sign(data) }),
    ).toBe(false);
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
