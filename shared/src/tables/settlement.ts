import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auctionContainers } from './auctions';
import { hallSales } from './hall';
import { users } from './users';

// After the hammer (issue 33): the terms a sale is settled on. Rates are basis points
// (1000 = %10, shared/src/rules/settlement.ts computes every figure from them).

export const SALE_TERMS_SCOPES = ['site', 'group', 'hall'] as const;
export type SaleTermsScope = (typeof SALE_TERMS_SCOPES)[number];

/**
 * The site's default terms (scope 'site', one row, with the house's bank account, the grace
 * period and the automatic flag rule), and a group's or a hall sale's own terms, which override
 * the rates and the payment term for that sale.
 */
export const saleTerms = pgTable(
  'sale_terms',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    scope: text('scope', { enum: SALE_TERMS_SCOPES }).notNull(),
    containerId: integer('container_id').references(() => auctionContainers.id, {
      onDelete: 'cascade',
    }),
    hallSaleId: integer('hall_sale_id').references(() => hallSales.id, { onDelete: 'cascade' }),
    buyerPremiumBp: integer('buyer_premium_bp').notNull(),
    sellerCommissionBp: integer('seller_commission_bp').notNull(),
    vatBp: integer('vat_bp').notNull(),
    paymentTermDays: integer('payment_term_days').notNull(),
    /** Site only: days after the due date before a statement counts as overdue. */
    graceDays: integer('grace_days'),
    /** Site only: a buyer is flagged (no more bids) after this many overdue statements; null: never. */
    autoFlagAfter: integer('auto_flag_after'),
    /** Site only: the house's account buyers pay into (havale/EFT). */
    iban: text('iban'),
    accountName: text('account_name'),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sale_terms_site_key').on(t.scope).where(sql`${t.scope} = 'site'`),
    uniqueIndex('sale_terms_container_key').on(t.containerId),
    uniqueIndex('sale_terms_hall_sale_key').on(t.hallSaleId),
    check(
      'sale_terms_scope_check',
      sql`(${t.scope} = 'site' and ${t.containerId} is null and ${t.hallSaleId} is null)
        or (${t.scope} = 'group' and ${t.containerId} is not null and ${t.hallSaleId} is null)
        or (${t.scope} = 'hall' and ${t.hallSaleId} is not null and ${t.containerId} is null)`,
    ),
    check(
      'sale_terms_rates_check',
      sql`${t.buyerPremiumBp} between 0 and 10000 and ${t.sellerCommissionBp} between 0 and 10000
        and ${t.vatBp} between 0 and 10000`,
    ),
    check('sale_terms_days_check', sql`${t.paymentTermDays} between 1 and 90`),
    check('sale_terms_grace_check', sql`${t.graceDays} is null or ${t.graceDays} between 0 and 60`),
    check(
      'sale_terms_flag_check',
      sql`${t.autoFlagAfter} is null or ${t.autoFlagAfter} between 1 and 20`,
    ),
  ],
);
