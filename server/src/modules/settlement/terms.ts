import type {
  EffectiveTerms,
  SaleTermsRates,
  SaleTermsSaveData,
  SiteTerms,
  SiteTermsSaveData,
} from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import { fill, messages } from '@kanat/shared/i18n/full';
import {
  checkTerms,
  formatRate,
  normalizeTurkishIban,
  PAYMENT_TERM_DAYS_MAX,
  printIban,
} from '@kanat/shared/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { auctionContainers, hallSales, saleTerms } from '../../db/schema';
import { AppError } from '../../errors';
import { auditActorOf, recordAudit } from '../audit';

const t = messages.adminSettlement;

/**
 * The site's terms before staff set any: no buyer's premium, a 10 % seller's commission with
 * 20 % KDV, payment within 7 days, 3 days' grace, flagged after 2 overdue statements, no bank
 * account yet (statements then say to ask the association).
 */
export const DEFAULT_SITE_TERMS: SiteTerms = {
  buyerPremiumBp: 0,
  sellerCommissionBp: 1000,
  vatBp: 2000,
  paymentTermDays: 7,
  graceDays: 3,
  autoFlagAfter: 2,
  iban: null,
  accountName: null,
};

const ratesOf = (row: SaleTermsRates): SaleTermsRates => ({
  buyerPremiumBp: row.buyerPremiumBp,
  sellerCommissionBp: row.sellerCommissionBp,
  vatBp: row.vatBp,
  paymentTermDays: row.paymentTermDays,
});

/** The site's terms (the defaults until staff save theirs). */
export async function getSiteTerms(db: Db): Promise<SiteTerms> {
  const [row] = await db.select().from(saleTerms).where(eq(saleTerms.scope, 'site'));
  if (row === undefined) return DEFAULT_SITE_TERMS;
  return {
    ...ratesOf(row),
    graceDays: row.graceDays ?? DEFAULT_SITE_TERMS.graceDays,
    autoFlagAfter: row.autoFlagAfter,
    iban: row.iban,
    accountName: row.accountName,
  };
}

/** Refuses rates and terms out of range, with their Turkish message. */
function checkRates(rates: SaleTermsRates): void {
  const problem = checkTerms(rates);
  if (problem === 'rate') throw new AppError('invalid-argument', t.rateInvalid);
  if (problem === 'term') {
    throw new AppError('invalid-argument', fill(t.termInvalid, { max: PAYMENT_TERM_DAYS_MAX }));
  }
}

const auditRates = (rates: SaleTermsRates) => ({
  premium: formatRate(rates.buyerPremiumBp),
  commission: formatRate(rates.sellerCommissionBp),
  vat: formatRate(rates.vatBp),
  days: rates.paymentTermDays,
});

/** adminTermsSave: the site's terms, the house's account and the non-payer rules. */
export async function saveSiteTerms(
  db: Db,
  user: SessionUser,
  data: SiteTermsSaveData,
): Promise<SiteTerms> {
  checkRates(data);
  if (!Number.isInteger(data.graceDays) || data.graceDays < 0 || data.graceDays > 60) {
    throw new AppError('invalid-argument', t.graceInvalid);
  }
  const flag = data.autoFlagAfter;
  if (
    flag !== null &&
    (typeof flag !== 'number' || !Number.isInteger(flag) || flag < 1 || flag > 20)
  ) {
    throw new AppError('invalid-argument', t.autoFlagInvalid);
  }
  const typed = data.iban?.trim() ?? '';
  const iban = typed === '' ? null : normalizeTurkishIban(typed);
  if (typed !== '' && iban === null) throw new AppError('invalid-argument', t.ibanInvalid);
  const accountName = data.accountName?.trim() || null;
  if (accountName !== null && accountName.length > 200) {
    throw new AppError('invalid-argument', t.accountNameInvalid);
  }
  if (iban !== null && accountName === null) {
    throw new AppError('invalid-argument', t.ibanWithoutName);
  }
  const values = {
    ...ratesOf(data),
    graceDays: data.graceDays,
    autoFlagAfter: flag,
    iban,
    accountName,
    updatedBy: user.uid,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const before = await getSiteTerms(tx);
    await tx
      .insert(saleTerms)
      .values({ scope: 'site', ...values })
      .onConflictDoUpdate({
        target: saleTerms.scope,
        targetWhere: sql`${saleTerms.scope} = 'site'`,
        set: values,
      });
    const after = await getSiteTerms(tx);
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'terms.site',
      targetType: 'setting',
      targetId: 'sale-terms',
      summary: fill(t.auditSiteTerms, auditRates(after)),
      before,
      after,
    });
    return after;
  });
}

export type SaleKind = 'group' | 'hall';

const saleColumn = (kind: SaleKind) =>
  kind === 'group' ? saleTerms.containerId : saleTerms.hallSaleId;

/** The terms a group or a hall sale is settled on: its own, or the site's. */
export async function getEffectiveTerms(
  db: Db,
  kind: SaleKind,
  id: number,
): Promise<EffectiveTerms> {
  const site = await getSiteTerms(db);
  const [own] = await db
    .select()
    .from(saleTerms)
    .where(eq(saleColumn(kind), id));
  return effective(site, own ?? null);
}

/** The site's terms as a sale outside any group is settled on them. */
export async function getSiteTermsAsEffective(db: Db): Promise<EffectiveTerms> {
  return effective(await getSiteTerms(db), null);
}

/** A sale's own rates, or the site's, with the house's account as pages print it. */
function effective(site: SiteTerms, own: SaleTermsRates | null): EffectiveTerms {
  return {
    ...ratesOf(own ?? site),
    ownTerms: own !== null,
    iban: site.iban === null ? null : printIban(site.iban),
    accountName: site.accountName,
  };
}

/** The sale's name for the audit log, or a refusal when there is no such sale. */
async function saleName(db: Db, kind: SaleKind, id: number): Promise<string> {
  if (kind === 'group') {
    const [group] = await db
      .select({ name: auctionContainers.name, isFinal: auctionContainers.isFinalContainer })
      .from(auctionContainers)
      .where(eq(auctionContainers.id, id));
    if (group === undefined) throw new AppError('not-found', t.groupNotFound);
    if (!group.isFinal) throw new AppError('invalid-argument', t.groupNotFinal);
    return group.name;
  }
  const [sale] = await db
    .select({ title: hallSales.title })
    .from(hallSales)
    .where(eq(hallSales.id, id));
  if (sale === undefined) throw new AppError('not-found', t.hallSaleNotFound);
  return sale.title;
}

/** adminGroupTermsSave / adminHallTermsSave: a sale's own terms, or back to the site's (null). */
export async function saveSaleTerms(
  db: Db,
  user: SessionUser,
  kind: SaleKind,
  data: SaleTermsSaveData,
): Promise<EffectiveTerms> {
  const id = Number(data.id);
  if (data.terms !== null) checkRates(data.terms);
  return db.transaction(async (tx) => {
    const name = await saleName(tx, kind, id);
    const before = await getEffectiveTerms(tx, kind, id);
    const column = saleColumn(kind);
    if (data.terms === null) {
      await tx.delete(saleTerms).where(and(eq(saleTerms.scope, kind), eq(column, id)));
    } else {
      const values = { ...ratesOf(data.terms), updatedBy: user.uid, updatedAt: new Date() };
      const row: typeof saleTerms.$inferInsert = {
        scope: kind,
        containerId: kind === 'group' ? id : null,
        hallSaleId: kind === 'hall' ? id : null,
        ...values,
      };
      await tx.insert(saleTerms).values(row).onConflictDoUpdate({ target: column, set: values });
    }
    const after = await getEffectiveTerms(tx, kind, id);
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: data.terms === null ? 'terms.sale-clear' : 'terms.sale',
      targetType: kind === 'group' ? 'group' : 'hall-sale',
      targetId: id,
      summary:
        data.terms === null
          ? fill(t.auditSaleTermsCleared, { name })
          : fill(t.auditSaleTerms, { name, ...auditRates(after) }),
      before,
      after,
    });
    return after;
  });
}
