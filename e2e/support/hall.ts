// Hall mezat (issue 32) set-up for the browser tests: a sale of the test's own, made through
// the console's calls from a signed-in staff page, as the console's forms make it.
import type { Page } from 'playwright-core';

export interface CallAnswer<R> {
  status: number;
  result: R | null;
  error: { message: string; details?: Record<string, unknown> } | null;
}

/** `POST /api/fn/<name>` from `page`, with its session, as the site's own code sends it. */
export async function callAs<R = Record<string, unknown>>(
  page: Page,
  name: string,
  data: unknown,
): Promise<CallAnswer<R>> {
  return page.evaluate(
    async ({ name, data }) => {
      const response = await fetch(`/api/fn/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data }),
      });
      const body = (await response.json()) as { result?: unknown; error?: unknown };
      return {
        status: response.status,
        result: (body.result ?? null) as never,
        error: (body.error ?? null) as never,
      };
    },
    { name, data },
  );
}

/** `callAs` that insists on success: the result, or an error naming the call and its answer. */
export async function mustCall<R>(page: Page, name: string, data: unknown): Promise<R> {
  const answer = await callAs<R>(page, name, data);
  if (answer.status !== 200 || answer.result === null) {
    throw new Error(`${name}: ${answer.status} ${answer.error?.message ?? ''}`);
  }
  return answer.result;
}

export interface HallSaleMade {
  saleId: string;
  title: string;
  /** Lot ids in sale order. */
  lotIds: string[];
  /** The lots' ring numbers, in sale order. */
  tags: string[];
}

/**
 * A scheduled hall sale with one lot per starting price, of pigeons no sale or auction holds
 * and whose owner is none of `notOwnedBy` (full names: a member may not bid on their own).
 */
export async function createHallSale(
  staffPage: Page,
  options: { title: string; prices: number[]; notOwnedBy?: string[] },
): Promise<HallSaleMade> {
  const { saleId } = await mustCall<{ saleId: string }>(staffPage, 'adminHallSaleSave', {
    title: options.title,
    startsAt: Date.now() + 2 * 60 * 60_000,
    place: 'Kemeraltı Kahvesi, İzmir',
    videoUrl: null,
  });
  const { rows } = await mustCall<{
    rows: Array<{ id: string; tagNum: string; ownerFullName: string }>;
  }>(staffPage, 'adminAuctionablePigeons', {});
  const lotIds: string[] = [];
  const tags: string[] = [];
  const excluded = new Set(options.notOwnedBy ?? []);
  for (const pigeon of rows) {
    if (lotIds.length === options.prices.length) break;
    if (excluded.has(pigeon.ownerFullName)) continue;
    const added = await callAs<{ ids: string[] }>(staffPage, 'adminHallLotsAdd', {
      saleId,
      lots: [{ pigeonId: pigeon.id, startingPrice: options.prices[lotIds.length] }],
    });
    // Another test file may have taken the pigeon meanwhile: the next one will do.
    if (added.status !== 200 || added.result === null) continue;
    lotIds.push(added.result.ids[0] as string);
    tags.push(pigeon.tagNum);
  }
  if (lotIds.length < options.prices.length) throw new Error('not enough free pigeons');
  await mustCall(staffPage, 'adminHallSalePublish', { saleId });
  return { saleId, title: options.title, lotIds, tags };
}
