/**
 * SPEC §9: the smallest bid accepted after the current amount C. The browser shows the same
 * figure; the bid engine enforces it.
 */
export function minimumNextBid(current: number): number {
  if (current < 1000) return current + 50;
  if (current < 2000) return current + 100;
  if (current < 3000) return current + 200;
  if (current < 4000) return current + 300;
  if (current < 5000) return current + 400;
  if (current < 10000) return current + 500;
  return current + 1000;
}
