import type { EffectiveTerms, SiteTerms } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { insertContainer } from '../../test/auction-fixtures';
import { ApiClient, createSignedInStaff } from '../../test/auth-fixtures';
import { insertHallSale } from '../../test/hall-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

const text = messages.adminSettlement;

const siteTerms: SiteTerms = {
  buyerPremiumBp: 1000,
  sellerCommissionBp: 1500,
  vatBp: 2000,
  paymentTermDays: 5,
  graceDays: 2,
  autoFlagAfter: 3,
  iban: 'tr33 0006 1005 1978 6457 8413 26',
  accountName: 'Bursa Güvercin Derneği',
};

describe('the terms a sale is settled on (issue 33)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let clerk: ApiClient;
  let group: number;
  let hallSale: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = new ApiClient(t.app, {
      cookie: (await createSignedInStaff(t.app, { roles: ['administrator'] })).cookie,
    });
    clerk = new ApiClient(t.app, {
      cookie: (await createSignedInStaff(t.app, { roles: ['clerk'], fullname: 'Kâtip Ayşe' }))
        .cookie,
    });
    group = await insertContainer(t.database.db, {
      name: 'Ege Şampiyonları',
      isFinalContainer: true,
      expiry: Date.now() + 86_400_000,
    });
    hallSale = (await insertHallSale(t.database.db, { title: 'Salı Mezatı', lots: [500] })).saleId;
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const publicTerms = async (kind: string, id: number | string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/sale-terms/${kind}/${id}` });
    return { status: response.statusCode, body: response.json<EffectiveTerms>() };
  };

  it('starts from the defaults, and shows the site terms an administrator saves on every sale', async () => {
    const before = await publicTerms('group', group);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ ownTerms: false, iban: null, paymentTermDays: 7 });

    const saved = await admin.ok<SiteTerms>('adminTermsSave', siteTerms);
    expect(saved).toMatchObject({ ...siteTerms, iban: 'TR330006100519786457841326' });
    expect(await clerk.ok('adminTermsGet', {})).toEqual(saved);

    for (const [kind, id] of [
      ['group', group],
      ['hall', hallSale],
    ] as const) {
      const terms = await publicTerms(kind, id);
      expect(terms.body).toEqual({
        buyerPremiumBp: 1000,
        sellerCommissionBp: 1500,
        vatBp: 2000,
        paymentTermDays: 5,
        ownTerms: false,
        iban: 'TR33 0006 1005 1978 6457 8413 26',
        accountName: 'Bursa Güvercin Derneği',
      });
    }
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'terms.site'), eq(auditLog.targetId, 'sale-terms')));
    expect(entry?.summary).toBe(
      'Satış şartları güncellendi (alıcı %10, satıcı %15, KDV %20, 5 gün)',
    );

    // No automatic flag: null is kept as null (never read as 0 and refused).
    const never = await admin.ok<SiteTerms>('adminTermsSave', {
      ...siteTerms,
      autoFlagAfter: null,
    });
    expect(never.autoFlagAfter).toBeNull();
    expect((await clerk.ok<SiteTerms>('adminTermsGet', {})).autoFlagAfter).toBeNull();
  });

  it("lets a clerk give a sale its own rates and take them back; the site's stay", async () => {
    const own = { buyerPremiumBp: 750, sellerCommissionBp: 1800, vatBp: 2000, paymentTermDays: 10 };
    const saved = await clerk.ok<EffectiveTerms>('adminHallTermsSave', {
      id: String(hallSale),
      terms: own,
    });
    expect(saved).toMatchObject({ ...own, ownTerms: true });
    expect((await publicTerms('hall', hallSale)).body).toMatchObject({ ...own, ownTerms: true });
    // Another sale keeps the site's.
    expect((await publicTerms('group', group)).body).toMatchObject({ buyerPremiumBp: 1000 });

    await clerk.ok('adminGroupTermsSave', { id: String(group), terms: own });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'terms.sale'), eq(auditLog.targetType, 'group')));
    expect(entry?.summary).toBe(
      'Ege Şampiyonları için satış şartları: alıcı %7,5, satıcı %18, KDV %20, 10 gün',
    );

    const back = await clerk.ok<EffectiveTerms>('adminHallTermsSave', {
      id: String(hallSale),
      terms: null,
    });
    expect(back).toMatchObject({ buyerPremiumBp: 1000, ownTerms: false });
  });

  it('refuses bad terms in Turkish and changes nothing', async () => {
    const before = await clerk.ok('adminTermsGet', {});
    const cases: Array<[Partial<SiteTerms>, string]> = [
      [{ buyerPremiumBp: 10_001 }, text.rateInvalid],
      [{ vatBp: -5 }, text.rateInvalid],
      [{ paymentTermDays: 0 }, 'Ödeme süresi 1 ile 90 gün arasında olmalı.'],
      [{ graceDays: 61 }, text.graceInvalid],
      [{ autoFlagAfter: 0 }, text.autoFlagInvalid],
      [{ iban: 'TR340006100519786457841326' }, text.ibanInvalid],
      [{ accountName: '' }, text.ibanWithoutName],
    ];
    for (const [change, message] of cases) {
      const answer = await admin.call('adminTermsSave', { ...siteTerms, ...change });
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toBe(message);
    }
    expect(await clerk.ok('adminTermsGet', {})).toEqual(before);

    const overRate = await clerk.call('adminGroupTermsSave', {
      id: String(group),
      terms: { buyerPremiumBp: 20_000, sellerCommissionBp: 0, vatBp: 0, paymentTermDays: 7 },
    });
    expect(overRate.error?.message).toBe(text.rateInvalid);
    const missing = await clerk.call('adminGroupTermsSave', { id: '999999', terms: null });
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe(text.groupNotFound);
    // A clerk may not set the site's terms.
    expect((await clerk.call('adminTermsSave', siteTerms)).status).toBe(403);
    expect((await publicTerms('hall', 'abc')).status).toBe(404);
    expect((await publicTerms('site', '0')).body).toMatchObject({
      ownTerms: false,
      buyerPremiumBp: 1000,
    });
  });
});
