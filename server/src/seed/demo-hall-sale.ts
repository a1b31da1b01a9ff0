import type { hallLots, hallSales, saleTerms } from '../db/schema';
import { type DemoBuilder, day, hour } from './demo-builder';

/** Turkey keeps UTC+3 all year (since 2016). */
const turkeyOffset = 3 * hour;

/** The next Saturday at 22:00 Turkish time after `now` (a week later when it is already past). */
export function nextSaturdayEvening(now: number): number {
  const local = new Date(now + turkeyOffset);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const daysAhead = (6 - local.getUTCDay() + 7) % 7;
  let at = midnight + daysAhead * day + 22 * hour - turkeyOffset;
  if (at <= now) at += 7 * day;
  return at;
}

export interface DemoHallSale {
  sale: typeof hallSales.$inferInsert;
  /** The lots without their sale id (given once the sale is written). */
  lots: Array<Omit<typeof hallLots.$inferInsert, 'saleId'>>;
}

/**
 * The demo hall mezat (issue 32): one scheduled sale next Saturday evening in Bursa, its lots
 * active pigeons that no timed auction took, in a fixed order with round starting prices.
 */
export function planHallSale(demo: DemoBuilder): DemoHallSale {
  const free = demo.freePigeons.filter((p) => p.row.active === 1).slice(0, 12);
  const prices = [500, 750, 1000, 1500, 2000, 2500, 3000, 5000];
  return {
    sale: {
      title: 'Bursa Cumartesi Akşamı Canlı Mezatı',
      startsAt: new Date(nextSaturdayEvening(demo.now)),
      place: 'Bursa Güvercin Derneği Salonu',
      videoUrl: 'https://www.youtube.com/@kanatmezat/live',
      status: 'scheduled',
    },
    lots: free.map((pigeon, index) => ({
      position: index + 1,
      pigeonId: pigeon.row.id,
      startingPrice: prices[index % prices.length] as number,
    })),
  };
}

/**
 * The demo association's terms (issue 33): a 10 % buyer's premium and a 15 % seller's
 * commission, 20 % KDV on both, payment within 7 days and 3 days' grace, flagged after two
 * overdue statements, paid into the example IBAN that IBAN documentation uses.
 */
export const DEMO_SITE_TERMS: typeof saleTerms.$inferInsert = {
  scope: 'site',
  buyerPremiumBp: 1000,
  sellerCommissionBp: 1500,
  vatBp: 2000,
  paymentTermDays: 7,
  graceDays: 3,
  autoFlagAfter: 2,
  iban: 'TR330006100519786457841326',
  accountName: 'Bursa Posta Güvercini Derneği',
};
