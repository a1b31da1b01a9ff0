import type { hallLots, hallSales } from '../db/schema';
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
