import type { StaffRole } from '@kanat/shared/rules';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, notifications, users } from '../../db/schema';
import {
  insertAuction,
  insertBidHistory,
  insertOwner,
  insertPigeon,
} from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import { sampleJpeg, sendUpload } from '../../test/media-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { runStaffCommand } from './staff-service';

/**
 * Staff roles (issue 30): who may change roles and how (second factor, the last
 * administrator, one's own administrator role), the audit entry and the administrators'
 * notice; an administrator's account in a clerk's hands; nobody acting on their own money.
 * Each test starts its own database, so it knows every administrator in it.
 */
describe('staff roles', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp();
  }, setupTimeout);

  afterEach(async () => {
    await t.close();
  });

  const staffOf = (roles: StaffRole[], fullname = 'Deneme Görevli') =>
    createSignedInMember(t.app, { roles, fullname });
  const clientOf = (member: SignedInMember) => new ApiClient(t.app, { cookie: member.cookie });
  const rolesOf = async (uid: string) =>
    (await t.app.db.select().from(users).where(eq(users.id, uid)))[0]?.staffRoles;
  const setRoles = async (caller: SignedInMember, uid: string, roles: string[], token?: string) =>
    clientOf(caller).call('adminMembersSetRoles', {
      uid,
      roles,
      mfaToken: token ?? (await caller.freshMfaToken()),
      deviceId: caller.deviceId,
    });

  describe('changing roles', () => {
    it('lets an administrator give roles, with an audit entry and a notice to every administrator', async () => {
      const admin = await staffOf(['administrator'], 'Ayşe Yönetici');
      const otherAdmin = await staffOf(['administrator', 'editor'], 'Can Yönetici');
      const clerk = await staffOf(['clerk']);
      const member = await createSignedInMember(t.app, { fullname: 'Veli Üye' });

      const outcome = await setRoles(admin, member.user.uid, ['editor', 'clerk']);
      expect(outcome.status).toBe(200);
      expect(outcome.result).toMatchObject({
        done: 'roles-set',
        member: { uid: member.user.uid, staff: true, roles: ['clerk', 'editor'] },
      });
      expect(await rolesOf(member.user.uid)).toEqual(['clerk', 'editor']);
      // The member's session follows at once.
      const session = await clientOf(member).get<{ user: { roles: string[] } }>('/api/session');
      expect(session.body.user.roles).toEqual(['clerk', 'editor']);

      const [entry] = await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'member.roles'), eq(auditLog.targetId, member.user.uid)));
      expect(entry).toMatchObject({
        actorId: admin.user.uid,
        summary: 'Yetkiler değiştirildi: Veli Üye (Mezat görevlisi ve Editör)',
        before: { roles: [] },
        after: { roles: ['clerk', 'editor'] },
      });

      const notices = await t.app.db
        .select()
        .from(notifications)
        .where(eq(notifications.event, 'staff-roles-changed'));
      // Both administrators, by SMS (their phones are known); not the clerk, not the member.
      expect(notices.map((n) => n.userId).sort()).toEqual(
        [admin.user.uid, otherAdmin.user.uid].sort(),
      );
      expect(notices.every((n) => n.channel === 'sms')).toBe(true);
      expect(notices.some((n) => n.userId === clerk.user.uid)).toBe(false);
      expect(notices[0]?.payload).toEqual({
        name: 'Veli Üye',
        roles: 'Mezat görevlisi ve Editör',
        memberId: member.user.uid,
      });
    });

    it('refuses everyone but administrators, and changes nothing', async () => {
      const clerk = await staffOf(['clerk']);
      const editor = await staffOf(['editor']);
      const member = await createSignedInMember(t.app);
      for (const caller of [clerk, editor]) {
        expect(await setRoles(caller, member.user.uid, ['clerk'])).toMatchObject({
          status: 403,
          error: { status: 'PERMISSION_DENIED', message: 'Bu işlem için yetkiniz yok.' },
        });
      }
      // Not even for themselves.
      expect((await setRoles(clerk, clerk.user.uid, ['administrator'])).status).toBe(403);
      expect(await rolesOf(member.user.uid)).toEqual([]);
      expect(await rolesOf(clerk.user.uid)).toEqual(['clerk']);
    });

    it('asks for the second factor: a missing or wrong token is refused', async () => {
      const admin = await staffOf(['administrator']);
      const member = await createSignedInMember(t.app);
      for (const token of ['', 'yanlis-belirtec']) {
        expect(await setRoles(admin, member.user.uid, ['clerk'], token)).toMatchObject({
          status: 403,
          error: { status: 'PERMISSION_DENIED', message: 'İki faktörlü doğrulama gerekli.' },
        });
      }
      expect(await rolesOf(member.user.uid)).toEqual([]);
      const entries = await t.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'member.roles'));
      expect(entries).toEqual([]);
    });

    it('keeps one’s own administrator role, and lets another administrator take it', async () => {
      const admin = await staffOf(['administrator', 'clerk']);
      const other = await staffOf(['administrator']);
      expect(await setRoles(admin, admin.user.uid, ['clerk'])).toMatchObject({
        status: 400,
        error: { message: 'Kendi yönetici yetkinizi geri alamazsınız.' },
      });
      // Adding to one's own roles is fine.
      expect((await setRoles(admin, admin.user.uid, STAFF_ALL)).status).toBe(200);
      expect((await setRoles(other, admin.user.uid, ['editor'])).status).toBe(200);
      expect(await rolesOf(admin.user.uid)).toEqual(['editor']);
      // The demoted administrator is told too.
      const told = await t.app.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.event, 'staff-roles-changed'),
            eq(notifications.userId, admin.user.uid),
          ),
        )
        .orderBy(desc(notifications.id));
      expect(told[0]?.payload).toMatchObject({ roles: 'Editör' });
    });

    it('never takes the role from the last administrator, nor disables them', async () => {
      const admin = await staffOf(['administrator']);
      // A disabled administrator does not count.
      const disabled = await createSignedInMember(t.app, {
        kind: 'disabled',
        roles: ['administrator'],
      });
      await expect(
        runStaffCommand(t.app.db, { command: 'revoke-staff', who: admin.phoneNumber }),
      ).rejects.toMatchObject({
        code: 'failed-precondition',
        message:
          'Sitenin son yöneticisi bu yetkiyi kaybedemez: önce başka bir üyeye yönetici rolü verin.',
      });
      await expect(
        runStaffCommand(t.app.db, { command: 'disable', who: admin.phoneNumber, reason: 'Deneme' }),
      ).rejects.toMatchObject({
        code: 'failed-precondition',
        message: 'Sitenin son yöneticisinin hesabı devre dışı bırakılamaz.',
      });
      expect(await rolesOf(admin.user.uid)).toEqual(['administrator']);
      // With a second one the first may go.
      const second = await createSignedInMember(t.app);
      await runStaffCommand(t.app.db, { command: 'grant-staff', who: second.phoneNumber });
      await runStaffCommand(t.app.db, { command: 'roles', who: admin.phoneNumber, roles: [] });
      expect(await rolesOf(admin.user.uid)).toEqual([]);
      expect(await rolesOf(disabled.user.uid)).toEqual(['administrator']);
    });

    it('gives roles only to an approved member', async () => {
      const admin = await staffOf(['administrator']);
      const waiting = await createSignedInMember(t.app, { kind: 'unapproved' });
      expect(await setRoles(admin, waiting.user.uid, ['editor'])).toMatchObject({
        status: 400,
        error: {
          message: 'Yetki yalnızca onaylanmış ve telefonu doğrulanmış bir üyeye verilebilir.',
        },
      });
    });
  });

  describe("an administrator's account", () => {
    it('is disabled by administrators only: a clerk is refused', async () => {
      const admin = await staffOf(['administrator']);
      const otherAdmin = await staffOf(['administrator']);
      const clerk = await staffOf(['clerk']);
      const member = await createSignedInMember(t.app);
      const disable = (caller: SignedInMember, uid: string) =>
        clientOf(caller).call('adminMembersDisable', { uid, reason: 'Kurallara aykırı davranış.' });
      expect(await disable(clerk, admin.user.uid)).toMatchObject({
        status: 403,
        error: {
          status: 'PERMISSION_DENIED',
          message: 'Yönetici hesaplarını yalnızca başka bir yönetici değiştirebilir.',
        },
      });
      expect(
        await clientOf(clerk).call('staffDisable', {
          who: admin.phoneNumber,
          reason: 'Deneme sebep',
        }),
      ).toMatchObject({ status: 403 });
      // A clerk disables an ordinary member; an administrator disables another administrator.
      expect((await disable(clerk, member.user.uid)).status).toBe(200);
      expect((await disable(otherAdmin, admin.user.uid)).status).toBe(200);
      // Enabling it again is an administrator's too.
      expect(
        (await clientOf(clerk).call('adminMembersEnable', { uid: admin.user.uid })).status,
      ).toBe(403);
      expect(
        (await clientOf(otherAdmin).call('adminMembersEnable', { uid: admin.user.uid })).status,
      ).toBe(200);
    });
  });

  describe('own money', () => {
    it('refuses one’s own spending limit, not another member’s', async () => {
      const clerk = await staffOf(['clerk']);
      const member = await createSignedInMember(t.app);
      const limit = (uid: string) =>
        clientOf(clerk).call('adminMembersSetSpendingLimit', { uid, limit: 5000 });
      expect(await limit(clerk.user.uid)).toMatchObject({
        status: 403,
        error: { message: 'Kendi harcama limitinizi değiştiremezsiniz.' },
      });
      expect((await limit(member.user.uid)).status).toBe(200);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, clerk.user.uid));
      expect(row?.spendingLimit).toBeNull();
    });

    it('refuses the bid ceiling of a lot one bid on, not of another', async () => {
      const clerk = await staffOf(['clerk']);
      const owner = await insertOwner(t.app.db, { fullname: 'Satıcı Kişi' });
      const lot = async () =>
        insertAuction(t.app.db, {
          pigeonId: await insertPigeon(t.app.db, { ownerId: owner }),
          startingBid: 500,
          endingTime: Date.now() + 86_400_000,
        });
      const mine = await lot();
      const other = await lot();
      await insertBidHistory(t.app.db, mine, [
        { userId: clerk.user.uid, amount: 600, on: Date.now() - 60_000 },
      ]);
      const ceiling = (auctionId: number) =>
        clientOf(clerk).call('staffSetBidCeiling', {
          auctionId: String(auctionId),
          ceiling: 1_000_000,
        });
      expect(await ceiling(mine)).toMatchObject({
        status: 403,
        error: {
          message: 'Teklif verdiğiniz bir açık arttırmanın teklif tavanını değiştiremezsiniz.',
        },
      });
      expect((await ceiling(other)).status).toBe(200);
    });
  });

  describe('uploads', () => {
    it('takes a file only for a purpose of the uploader’s areas', async () => {
      const editor = await staffOf(['editor']);
      const clerk = await staffOf(['clerk']);
      const jpeg = await sampleJpeg(400, 300);
      const refused = await sendUpload(t.app, editor.cookie, 'pigeon-photo', jpeg);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { message: 'Bu işlem için yetkiniz yok.' } });
      expect((await sendUpload(t.app, editor.cookie, 'gallery', jpeg)).statusCode).toBe(201);
      expect((await sendUpload(t.app, clerk.cookie, 'pigeon-photo', jpeg)).statusCode).toBe(201);
      expect((await sendUpload(t.app, clerk.cookie, 'news-picture', jpeg)).statusCode).toBe(403);
    });
  });
});

const STAFF_ALL = ['administrator', 'clerk', 'editor'];
