import { randomInt, randomUUID } from 'node:crypto';
import type {
  AdminMemberDetailResult,
  AdminMembersPendingResult,
  AdminMembersSearchResult,
  MemberActionResult,
} from '@kanat/shared/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { AuctionStatus, auditLog, smsOutbox, users } from '../../db/schema';
import { insertAuction, insertBidHistory, insertPigeon } from '../../test/auction-fixtures';
import {
  ApiClient,
  createSignedInMember,
  createSignedInStaff,
  randomPhone,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { runStaffCommand } from './staff-service';

/** A word no other test's member carries, so searches find exactly what a test made. */
function uniqueWord(): string {
  const letters = 'abcdefghjkmnprstvyz';
  let word = '';
  for (let i = 0; i < 8; i += 1) word += letters[randomInt(letters.length)];
  return word;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

describe('console members calls', () => {
  let t: TestApp;
  let staff: SignedInMember;
  let console_: ApiClient;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await createSignedInStaff(t.app, { fullname: 'Zeynep Kaya' });
    console_ = new ApiClient(t.app, { cookie: staff.cookie });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const row = async (uid: string) =>
    (await t.app.db.select().from(users).where(eq(users.id, uid)))[0];

  const smsTo = async (phone: string) =>
    t.app.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.toPhone, phone), eq(smsOutbox.purpose, 'staff-notice')))
      .orderBy(desc(smsOutbox.id));

  const auditOf = async (uid: string) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, uid)))
      .orderBy(desc(auditLog.id));

  /** A signed-in member who asked to move to Bursa/Nilüfer and to a new phone. */
  async function memberWithChange(): Promise<{ member: SignedInMember; newPhone: string }> {
    const member = await createSignedInMember(t.app);
    const browser = new ApiClient(t.app, { cookie: member.cookie });
    const me = (await browser.get<{ personalInfo: Record<string, string> }>('/api/me')).body;
    const newPhone = randomPhone();
    await browser.ok('updatePersonalData', {
      userData: {
        ...me.personalInfo,
        mailAddress: '',
        province: 'Bursa',
        city: 'Nilüfer',
        phoneNumber: newPhone,
      },
      deviceId: member.deviceId,
      mfaToken: member.mfaToken,
    });
    return { member, newPhone };
  }

  describe('pending list', () => {
    it('lists waiting registrations and profile changes with old and new values', async () => {
      const waiting = await createSignedInMember(t.app, { kind: 'unapproved' });
      const { member, newPhone } = await memberWithChange();
      const pending = await console_.ok<AdminMembersPendingResult>('adminMembersPending', null);

      expect(pending.registrations.map((m) => m.uid)).toContain(waiting.user.uid);
      expect(pending.registrations.map((m) => m.uid)).not.toContain(member.user.uid);
      const change = pending.profileChanges.find((c) => c.member.uid === member.user.uid);
      expect(change?.member.state).toBe('change-pending');
      expect(change?.fields).toEqual([
        { field: 'dateOfBirth', before: '1990-05-17', after: '1990-05-17', changed: false },
        { field: 'province', before: 'İstanbul', after: 'Bursa', changed: true },
        { field: 'city', before: 'Kadıköy', after: 'Nilüfer', changed: true },
        { field: 'mailAddress', before: null, after: null, changed: false },
        { field: 'phoneNumber', before: member.phoneNumber, after: newPhone, changed: true },
      ]);
    });
  });

  describe('approve', () => {
    it('approves a registration: the account opens, an SMS goes, the audit log has it', async () => {
      const waiting = await createSignedInMember(t.app, { kind: 'unapproved' });
      const result = await console_.ok<MemberActionResult>('adminMembersApprove', {
        uid: waiting.user.uid,
      });
      expect(result).toMatchObject({
        done: 'approved-registration',
        sms: 'sent',
        member: { uid: waiting.user.uid, state: 'active', accountEnabled: true },
      });
      expect(await row(waiting.user.uid)).toMatchObject({
        accountEnabled: true,
        accountDisableReason: null,
        approvedAt: expect.any(Date),
      });
      const [sms] = await smsTo(waiting.phoneNumber);
      expect(sms?.body).toBe(
        'Kanat Mezat: Üyeliğiniz onaylandı. Artık giriş yapıp açık arttırmalara teklif verebilirsiniz.',
      );
      const [entry] = await auditOf(waiting.user.uid);
      expect(entry).toMatchObject({
        actorId: staff.user.uid,
        actorLabel: 'Zeynep Kaya',
        action: 'member.approve',
        summary: 'Üyelik onaylandı: Deneme Üye',
        before: { approvedAt: null, accountEnabled: false },
        after: { approvedAt: expect.any(String), accountEnabled: true },
      });
    });

    it('approves a profile change: the new values replace the stored ones', async () => {
      const { member, newPhone } = await memberWithChange();
      const result = await console_.ok<MemberActionResult>('adminMembersApprove', {
        uid: member.user.uid,
      });
      expect(result).toMatchObject({ done: 'approved-profile', sms: 'sent' });
      expect(await row(member.user.uid)).toMatchObject({
        province: 'Bursa',
        city: 'Nilüfer',
        phoneNumber: newPhone,
        pendingProfile: null,
        accountEnabled: true,
      });
      // The message goes to the number the member now signs in with.
      const [sms] = await smsTo(newPhone);
      expect(sms?.body).toBe(
        'Kanat Mezat: Profil değişikliğiniz onaylandı. Hesabınız yeniden açıldı.',
      );
      const [entry] = await auditOf(member.user.uid);
      expect(entry).toMatchObject({
        action: 'member.change-approve',
        before: { province: 'İstanbul', city: 'Kadıköy', phoneNumber: member.phoneNumber },
        after: { province: 'Bursa', city: 'Nilüfer', phoneNumber: newPhone },
      });
    });

    it('answers when nothing waits', async () => {
      const member = await createSignedInMember(t.app);
      const outcome = await console_.call('adminMembersApprove', { uid: member.user.uid });
      expect(outcome).toMatchObject({
        status: 400,
        error: {
          status: 'FAILED_PRECONDITION',
          message: 'Bu hesapta onay bekleyen bir kayıt ya da değişiklik yok.',
        },
      });
      expect(await auditOf(member.user.uid)).toEqual([]);
    });
  });

  describe('reject', () => {
    it('rejects a registration: the applicant cannot sign in and sees the reason', async () => {
      const password = 'Basvuru2024';
      const waiting = await createSignedInMember(t.app, { kind: 'unapproved', password });
      const reason = 'Kimlik bilgileri doğrulanamadı.';
      const result = await console_.ok<MemberActionResult>('adminMembersReject', {
        uid: waiting.user.uid,
        reason: `  ${reason} `,
      });
      expect(result).toMatchObject({
        done: 'rejected-registration',
        sms: 'sent',
        member: { state: 'rejected', rejectReason: reason },
      });
      expect(await row(waiting.user.uid)).toMatchObject({
        rejectedAt: expect.any(Date),
        rejectReason: reason,
        accountEnabled: false,
      });
      const [sms] = await smsTo(waiting.phoneNumber);
      expect(sms?.body).toBe(`Kanat Mezat: Üyelik başvurunuz reddedildi. Sebep: ${reason}`);
      const [entry] = await auditOf(waiting.user.uid);
      expect(entry).toMatchObject({
        action: 'member.reject',
        before: { rejectedAt: null, rejectReason: null },
        after: { rejectedAt: expect.any(String), rejectReason: reason },
      });

      // The registration's session ended, and signing in again shows the reason.
      const old = new ApiClient(t.app, { cookie: waiting.cookie });
      expect((await old.get<{ user: unknown }>('/api/session')).body.user).toBeNull();
      const browser = new ApiClient(t.app, { ip: '198.51.100.7' });
      const login = await browser.call('login', {
        phoneNumber: waiting.phoneNumber,
        password,
        deviceId: randomUUID(),
      });
      expect(login).toMatchObject({
        status: 400,
        error: {
          status: 'FAILED_PRECONDITION',
          message: `Üyelik başvurunuz reddedildi: ${reason}`,
        },
      });
      // No longer waiting.
      const pending = await console_.ok<AdminMembersPendingResult>('adminMembersPending', null);
      expect(pending.registrations.map((m) => m.uid)).not.toContain(waiting.user.uid);
    });

    it('rejects a profile change: the stored data stays, the member hears why', async () => {
      const { member } = await memberWithChange();
      const reason = 'Yeni telefon numarası size ait görünmüyor.';
      const result = await console_.ok<MemberActionResult>('adminMembersReject', {
        uid: member.user.uid,
        reason,
      });
      expect(result).toMatchObject({ done: 'rejected-profile', sms: 'sent' });
      expect(await row(member.user.uid)).toMatchObject({
        province: 'İstanbul',
        phoneNumber: member.phoneNumber,
        pendingProfile: null,
        accountEnabled: true,
      });
      const [sms] = await smsTo(member.phoneNumber);
      expect(sms?.body).toBe(
        `Kanat Mezat: Profil değişikliğiniz reddedildi. Sebep: ${reason} Önceki bilgileriniz geçerlidir.`,
      );
      const [entry] = await auditOf(member.user.uid);
      expect(entry).toMatchObject({
        action: 'member.change-reject',
        before: { province: 'Bursa' },
        after: { province: 'İstanbul', rejectReason: reason },
      });
    });

    it('refuses a missing or too long reason in Turkish and changes nothing', async () => {
      const waiting = await createSignedInMember(t.app, { kind: 'unapproved' });
      for (const reason of ['', '   ', 'ç'.repeat(301)]) {
        const outcome = await console_.call('adminMembersReject', {
          uid: waiting.user.uid,
          reason,
        });
        expect(outcome).toMatchObject({
          status: 400,
          error: {
            status: 'INVALID_ARGUMENT',
            message:
              reason.length > 300
                ? 'Gerekçe en fazla 300 karakter olabilir.'
                : 'Gerekçe yazın (en az 3 karakter).',
          },
        });
      }
      expect(await row(waiting.user.uid)).toMatchObject({ rejectedAt: null });
      expect(await smsTo(waiting.phoneNumber)).toEqual([]);
      expect(await auditOf(waiting.user.uid)).toEqual([]);
    });
  });

  describe('disable, enable, staff role', () => {
    it('disables with a reason the member banner shows, and enables again', async () => {
      const member = await createSignedInMember(t.app);
      const browser = new ApiClient(t.app, { cookie: member.cookie });
      const reason = 'Kazandığı açık arttırmanın ödemesini yapmadı.';
      const disabled = await console_.ok<MemberActionResult>('adminMembersDisable', {
        uid: member.user.uid,
        reason,
      });
      expect(disabled).toMatchObject({
        done: 'disabled',
        sms: 'none',
        member: { state: 'disabled' },
      });
      // What the shell's banner reads ('Hesabınız devre dışı: {reason}').
      expect(
        (await browser.get<{ user: Record<string, unknown> }>('/api/session')).body.user,
      ).toMatchObject({ accountEnabled: false, accountDisableReason: reason });
      // Member calls answer with the same reason.
      expect((await browser.call('changePassword', {})).error).toEqual({
        status: 'PERMISSION_DENIED',
        message: reason,
      });

      const enabled = await console_.ok<MemberActionResult>('adminMembersEnable', {
        uid: member.user.uid,
      });
      expect(enabled).toMatchObject({ done: 'enabled', member: { state: 'active' } });
      expect(
        (await browser.get<{ user: Record<string, unknown> }>('/api/session')).body.user,
      ).toMatchObject({ accountEnabled: true, accountDisableReason: null });
      const [enableEntry, disableEntry] = await auditOf(member.user.uid);
      expect(disableEntry).toMatchObject({
        action: 'member.disable',
        before: { accountEnabled: true, accountDisableReason: null },
        after: { accountEnabled: false, accountDisableReason: reason },
      });
      expect(enableEntry).toMatchObject({
        action: 'member.enable',
        after: { accountEnabled: true, accountDisableReason: null },
      });
    });

    it('gives and takes roles; nobody takes their own administrator role', async () => {
      const member = await createSignedInMember(t.app);
      const browser = new ApiClient(t.app, { cookie: member.cookie });
      const setRoles = async (uid: string, roles: string[]) =>
        console_.call('adminMembersSetRoles', {
          uid,
          roles,
          mfaToken: await staff.freshMfaToken(),
          deviceId: staff.deviceId,
        });
      expect((await setRoles(member.user.uid, ['clerk'])).result).toMatchObject({
        done: 'roles-set',
        member: { staff: true, roles: ['clerk'] },
      });
      await browser.ok('adminMembersPending', null);
      await setRoles(member.user.uid, []);
      expect((await browser.call('adminMembersPending', null)).status).toBe(403);
      expect((await auditOf(member.user.uid)).map((e) => e.action)).toEqual([
        'member.roles',
        'member.roles',
      ]);

      const own = await setRoles(staff.user.uid, ['clerk', 'editor']);
      expect(own).toMatchObject({
        status: 400,
        error: { message: 'Kendi yönetici yetkinizi geri alamazsınız.' },
      });
      expect((await row(staff.user.uid))?.staffRoles).toEqual([
        'administrator',
        'clerk',
        'editor',
        'accountant',
      ]);
      const ownDisable = await console_.call('adminMembersDisable', {
        uid: staff.user.uid,
        reason: 'Deneme',
      });
      expect(ownDisable.error?.message).toBe('Kendi hesabınızı devre dışı bırakamazsınız.');
    });
  });

  describe('search', () => {
    it('finds a member by phone typed in any usual form', async () => {
      const phone = randomPhone();
      const member = await createSignedInMember(t.app, { phoneNumber: phone });
      const national = phone.slice(3); // 532xxxxxxx
      const spaced = `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
      for (const q of [
        phone,
        `+90 ${national}`,
        `0${national}`,
        national,
        spaced,
        national.slice(3),
      ]) {
        const found = await console_.ok<AdminMembersSearchResult>('adminMembersSearch', { q });
        expect({ q, uids: found.members.map((m) => m.uid) }).toEqual({
          q,
          uids: expect.arrayContaining([member.user.uid]),
        });
      }
    });

    it('finds by name with Turkish letters in any case, by username and by place', async () => {
      const tag = uniqueWord();
      const member = await createSignedInMember(t.app, {
        fullname: `İbrahim Işıkçı ${capitalised(tag)}`,
        username: `u_${tag}`,
      });
      const placeTag = uniqueWord();
      const placed = await createSignedInMember(t.app);
      await t.app.db
        .update(users)
        .set({ province: 'Çanakkale', city: `Gelibolu ${capitalised(placeTag)}` })
        .where(eq(users.id, placed.user.uid));

      const search = async (q: string) =>
        (await console_.ok<AdminMembersSearchResult>('adminMembersSearch', { q })).members.map(
          (m) => m.uid,
        );
      for (const q of [
        `ibrahim ışıkçı ${tag}`,
        `İBRAHİM IŞIKÇI ${tag.toUpperCase()}`,
        `isikci ${tag}`,
        `u_${tag}`,
        `U_${tag.toUpperCase()}`,
      ]) {
        expect({ q, uids: await search(q) }).toEqual({ q, uids: [member.user.uid] });
      }
      expect(await search(`çanakkale ${placeTag}`)).toEqual([placed.user.uid]);
      expect(await search(`CANAKKALE GELİBOLU ${placeTag}`)).toEqual([placed.user.uid]);
      expect(await search(`ankara ${placeTag}`)).toEqual([]);
      // LIKE wildcards are letters here.
      expect(await search('%')).toEqual([]);
    });

    it('filters, and pages newest first without repeats', async () => {
      const place = capitalised(uniqueWord());
      const made: string[] = [];
      for (let i = 0; i < 27; i += 1) {
        const member = await createSignedInMember(t.app);
        await t.app.db.update(users).set({ city: place }).where(eq(users.id, member.user.uid));
        made.push(member.user.uid);
      }
      const first = await console_.ok<AdminMembersSearchResult>('adminMembersSearch', { q: place });
      expect(first.members).toHaveLength(25);
      expect(first.cursor).not.toBeNull();
      const second = await console_.ok<AdminMembersSearchResult>('adminMembersSearch', {
        q: place,
        cursor: first.cursor,
      });
      expect(second.cursor).toBeNull();
      const all = [...first.members, ...second.members].map((m) => m.uid);
      expect(all).toEqual([...made].reverse());

      const [disabledOne, staffOne] = made as [string, string];
      await console_.ok('adminMembersDisable', { uid: disabledOne, reason: 'Deneme sebebi' });
      await console_.ok('adminMembersSetRoles', {
        uid: staffOne,
        roles: ['editor'],
        mfaToken: await staff.freshMfaToken(),
        deviceId: staff.deviceId,
      });
      const filtered = async (filter: string) =>
        (
          await console_.ok<AdminMembersSearchResult>('adminMembersSearch', { q: place, filter })
        ).members.map((m) => m.uid);
      expect(await filtered('disabled')).toEqual([disabledOne]);
      expect(await filtered('staff')).toEqual([staffOne]);
      expect(await filtered('pending')).toEqual([]);
      expect(await filtered('rejected')).toEqual([]);

      const bad = await console_.call('adminMembersSearch', { q: place, cursor: 'bozuk' });
      expect(bad).toMatchObject({
        status: 400,
        error: { message: 'Sayfa bilgisi geçersiz, listeyi yeniden yükleyin.' },
      });
      const badFilter = await console_.call('adminMembersSearch', { filter: 'herkes' });
      expect(badFilter).toMatchObject({
        status: 400,
        error: { status: 'INVALID_ARGUMENT', message: 'Geçersiz istek verisi: data.filter.' },
      });
    });
  });

  describe('member page', () => {
    it('shows details, pigeons, bids, wins and the staff actions taken on them', async () => {
      const member = await createSignedInMember(t.app, { fullname: 'Mehmet Öztürk' });
      const other = await createSignedInMember(t.app);
      const pigeonId = await insertPigeon(t.app.db, {
        ownerId: member.user.uid,
        tagNum: 'TR-2024-777001',
      });
      const sellerPigeon = await insertPigeon(t.app.db, { ownerId: other.user.uid });
      const now = Date.now();
      const won = await insertAuction(t.app.db, {
        pigeonId: sellerPigeon,
        name: 'Şampiyon Mavi',
        startingBid: 1000,
        endingTime: now - 3_600_000,
        status: AuctionStatus.sealed,
      });
      await insertBidHistory(t.app.db, won, [
        { userId: other.user.uid, amount: 1100, on: now - 7_200_000 },
        { userId: member.user.uid, amount: 1500, on: now - 7_000_000 },
      ]);
      const lost = await insertAuction(t.app.db, {
        pigeonId: sellerPigeon,
        name: 'Kırmızı Kanat',
        startingBid: 500,
        endingTime: now + 86_400_000,
      });
      await insertBidHistory(t.app.db, lost, [
        { userId: member.user.uid, amount: 600, on: now - 5_000 },
        { userId: other.user.uid, amount: 700, on: now - 4_000 },
      ]);
      await console_.ok('adminMembersDisable', {
        uid: member.user.uid,
        reason: 'Ödeme bekleniyor.',
      });

      const detail = await console_.ok<AdminMemberDetailResult>('adminMemberDetail', {
        uid: member.user.uid,
      });
      expect(detail.member).toMatchObject({
        uid: member.user.uid,
        fullname: 'Mehmet Öztürk',
        state: 'disabled',
        accountDisableReason: 'Ödeme bekleniyor.',
      });
      expect(detail.change).toBeNull();
      expect(detail.pigeons).toEqual([
        expect.objectContaining({ id: pigeonId, tagNum: 'TR-2024-777001' }),
      ]);
      expect(detail.bids).toEqual([
        expect.objectContaining({
          auctionId: lost,
          auctionName: 'Kırmızı Kanat',
          amount: 600,
          voided: false,
        }),
        expect.objectContaining({ auctionId: won, auctionName: 'Şampiyon Mavi', amount: 1500 }),
      ]);
      expect(detail.wins).toEqual([
        {
          auctionId: won,
          auctionName: 'Şampiyon Mavi',
          price: 1500,
          endedAt: now - 3_600_000,
          paidAt: null,
          deliveredAt: null,
        },
      ]);
      expect(detail.audit).toEqual([
        expect.objectContaining({
          action: 'member.disable',
          actorLabel: 'Zeynep Kaya',
          summary: 'Hesap devre dışı bırakıldı: Mehmet Öztürk',
          after: { accountEnabled: false, accountDisableReason: 'Ödeme bekleniyor.' },
        }),
      ]);

      const missing = await console_.call('adminMemberDetail', { uid: 'yok-boyle-biri' });
      expect(missing).toMatchObject({ status: 404, error: { message: 'Üye bulunamadı.' } });
    });
  });

  describe('who may call', () => {
    const calls: [string, (uid: string) => unknown][] = [
      ['adminMembersPending', () => null],
      ['adminMembersApprove', (uid) => ({ uid })],
      ['adminMembersReject', (uid) => ({ uid, reason: 'Sebep' })],
      ['adminMembersSearch', () => ({ q: 'a' })],
      ['adminMembersDisable', (uid) => ({ uid, reason: 'Sebep' })],
      ['adminMembersEnable', (uid) => ({ uid })],
      ['adminMembersSetRoles', (uid) => ({ uid, roles: ['clerk'], mfaToken: 'x', deviceId: 'x' })],
      ['adminMemberDetail', (uid) => ({ uid })],
      ['adminAuditList', () => ({})],
    ];

    it('refuses guests (401) and plain members (403), and changes nothing', async () => {
      const target = await createSignedInMember(t.app, { kind: 'unapproved' });
      const member = await createSignedInMember(t.app);
      const guest = new ApiClient(t.app);
      const plain = new ApiClient(t.app, { cookie: member.cookie });
      for (const [name, data] of calls) {
        expect({ name, ...(await guest.call(name, data(target.user.uid))) }).toMatchObject({
          name,
          status: 401,
          error: { status: 'UNAUTHENTICATED' },
        });
        expect({ name, ...(await plain.call(name, data(target.user.uid))) }).toMatchObject({
          name,
          status: 403,
          error: { status: 'PERMISSION_DENIED' },
        });
      }
      expect(await row(target.user.uid)).toMatchObject({ approvedAt: null, staffRoles: [] });
      expect(await auditOf(target.user.uid)).toEqual([]);
    });

    it('answers bad input with 400 and a Turkish message', async () => {
      expect(await console_.call('adminMembersApprove', {})).toMatchObject({
        status: 400,
        error: { status: 'INVALID_ARGUMENT', message: 'Geçersiz istek verisi: data.uid.' },
      });
      expect(
        await console_.call('adminMembersSetRoles', {
          uid: 'x',
          roles: ['patron'],
          mfaToken: 'x',
          deviceId: 'x',
        }),
      ).toMatchObject({
        status: 400,
        error: { status: 'INVALID_ARGUMENT' },
      });
    });
  });

  describe('the staff command', () => {
    it('goes through the same services, recorded as the command line', async () => {
      const waiting = await createSignedInMember(t.app, { kind: 'unapproved' });
      await expect(
        runStaffCommand(t.app.db, { command: 'reject', who: waiting.phoneNumber, reason: ' ' }),
      ).rejects.toMatchObject({ message: 'Gerekçe yazın (en az 3 karakter).' });
      expect(
        await runStaffCommand(
          t.app.db,
          { command: 'reject', who: waiting.phoneNumber, reason: 'Eksik bilgi.' },
          { sms: t.app.sms },
        ),
      ).toMatchObject({ done: 'rejected-registration', sms: 'sent' });
      const [entry] = await auditOf(waiting.user.uid);
      expect(entry).toMatchObject({
        actorId: null,
        actorLabel: 'Komut satırı',
        action: 'member.reject',
      });
      // The staff functions of before the console record their actor too.
      const member = await createSignedInMember(t.app);
      await console_.ok('staffDisable', { who: member.phoneNumber, reason: 'Kural ihlali.' });
      expect((await auditOf(member.user.uid))[0]).toMatchObject({
        actorId: staff.user.uid,
        action: 'member.disable',
      });
    });
  });
});
