import type {
  AdminPrivacyRequestsResult,
  AdminPrivacyRequestView,
  PrivacyRequestView,
} from '@kanat/shared/contracts';
import { and, eq } from 'drizzle-orm';
import { auditLog, privacyRequests } from '../../db/schema';
import { ApiClient, createSignedInMember } from '../../test/auth-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { privacyRequestLimit } from './requests-service';

const day = 86_400_000;

describe('applications that need a person (ilgili kişi başvurusu), answered within thirty days', () => {
  let t: TestApp;
  let clerk: ApiClient;

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await createSignedInMember(t.app, {
      kind: 'staff',
      roles: ['clerk'],
      fullname: 'Kâtip Cem',
    });
    clerk = new ApiClient(t.app, { cookie: staff.cookie });
  }, setupTimeout);

  afterAll(() => t.close());

  const member = async (fullname: string) => {
    const m = await createSignedInMember(t.app, { fullname });
    return { ...m, client: new ApiClient(t.app, { cookie: m.cookie }) };
  };

  it('takes a member’s application with its due day, and shows each member only their own', async () => {
    const zeynep = await member('Zeynep Başvuran');
    const empty = await zeynep.client.call('submitPrivacyRequest', {
      kind: 'other',
      details: '  ',
    });
    expect(empty.status).toBe(400);
    expect(empty.error?.message).toBe('Lütfen başvurunuzu açıklayın (en fazla 2000 karakter).');
    const long = await zeynep.client.call('submitPrivacyRequest', {
      kind: 'other',
      details: 'a'.repeat(2001),
    });
    expect(long.status).toBe(400);

    const before = Date.now();
    const made = await zeynep.client.ok<PrivacyRequestView>('submitPrivacyRequest', {
      kind: 'correction',
      details: '  Doğum tarihim yanlış kayıtlı.  ',
    });
    expect(made).toMatchObject({
      kind: 'correction',
      details: 'Doğum tarihim yanlış kayıtlı.',
      state: 'open',
      answer: null,
    });
    expect(made.dueAt - made.createdAt).toBe(30 * day);
    expect(made.createdAt).toBeGreaterThanOrEqual(before - 1000);

    const other = await member('Başka Üye');
    expect(
      (await other.client.ok<{ requests: unknown[] }>('myPrivacyRequests', null)).requests,
    ).toEqual([]);
    expect(
      (await zeynep.client.ok<{ requests: PrivacyRequestView[] }>('myPrivacyRequests', null))
        .requests,
    ).toEqual([expect.objectContaining({ id: made.id })]);
  });

  it('lists the open ones for staff by due day, late ones marked, and records the answer the member then reads', async () => {
    const ali = await member('Ali Geç');
    const late = await ali.client.ok<PrivacyRequestView>('submitPrivacyRequest', {
      kind: 'objection',
      details: 'Pazarlama amaçlı işlemeye itiraz ediyorum.',
    });
    // Filed 31 days ago: past its answer day.
    await t.database.db
      .update(privacyRequests)
      .set({ createdAt: new Date(Date.now() - 31 * day), dueAt: new Date(Date.now() - day) })
      .where(eq(privacyRequests.id, late.id));
    const fresh = await ali.client.ok<PrivacyRequestView>('submitPrivacyRequest', {
      kind: 'erasure',
      details: 'Eski satış talebimin fotoğrafları silinsin.',
    });

    const queue = await clerk.ok<AdminPrivacyRequestsResult>('adminPrivacyRequests', {});
    const ids = queue.requests.map((r) => r.id);
    expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(fresh.id));
    expect(queue.requests.find((r) => r.id === late.id)).toMatchObject({
      overdue: true,
      memberName: 'Ali Geç',
      state: 'open',
    });
    expect(queue.requests.find((r) => r.id === fresh.id)?.overdue).toBe(false);
    expect(queue.overdueCount).toBeGreaterThanOrEqual(1);
    expect(queue.openCount).toBeGreaterThanOrEqual(2);

    const blank = await clerk.call('adminPrivacyRequestAnswer', {
      id: late.id,
      state: 'answered',
      answer: ' ',
    });
    expect(blank.error?.message).toBe('Lütfen yanıtı yazın (en fazla 2000 karakter).');
    const answered = await clerk.ok<AdminPrivacyRequestView>('adminPrivacyRequestAnswer', {
      id: late.id,
      state: 'answered',
      answer: 'Pazarlama iletileri için izniniz kaldırıldı.',
    });
    expect(answered).toMatchObject({ state: 'answered', answeredBy: 'Kâtip Cem', overdue: false });
    const again = await clerk.call('adminPrivacyRequestAnswer', {
      id: late.id,
      state: 'rejected',
      answer: 'İkinci yanıt.',
    });
    expect(again.error?.message).toBe('Bu başvuru zaten yanıtlandı.');
    expect(
      (
        await clerk.call('adminPrivacyRequestAnswer', {
          id: 999_999,
          state: 'answered',
          answer: 'x',
        })
      ).status,
    ).toBe(404);

    const mine = await ali.client.ok<{ requests: PrivacyRequestView[] }>('myPrivacyRequests', null);
    expect(mine.requests.find((r) => r.id === late.id)).toMatchObject({
      state: 'answered',
      answer: 'Pazarlama iletileri için izniniz kaldırıldı.',
      answeredAt: expect.any(Number),
    });
    const open = await clerk.ok<AdminPrivacyRequestsResult>('adminPrivacyRequests', {
      show: 'open',
    });
    expect(open.requests.map((r) => r.id)).not.toContain(late.id);
    const all = await clerk.ok<AdminPrivacyRequestsResult>('adminPrivacyRequests', { show: 'all' });
    expect(all.requests.map((r) => r.id)).toContain(late.id);
    const [audit] = await t.database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'privacy.request-answer'), eq(auditLog.targetId, ali.user.uid)),
      );
    expect(audit?.summary).toBe('Ali Geç üyenin KVKK başvurusu (İşlemeye itiraz) yanıtlandı');
  });

  it('takes a few applications a day from one member', async () => {
    const busy = await member('Çok Başvuran');
    for (let i = 0; i < privacyRequestLimit.limit; i++) {
      await busy.client.ok('submitPrivacyRequest', { kind: 'other', details: `Başvuru ${i}` });
    }
    const refused = await busy.client.call('submitPrivacyRequest', {
      kind: 'other',
      details: 'Bir tane daha',
    });
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe(
      'Kısa sürede çok fazla başvuru yaptınız, lütfen daha sonra tekrar deneyin.',
    );
  });
});
