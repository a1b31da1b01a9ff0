// Whole Turkish lira grouped by threes with a dot, as tr-TR writes them ('1.250'). Written out
// rather than asked of Intl.NumberFormat: making a number format loads the locale's data, which
// took 40 ms of a slow phone's main thread on the first price of a page; the grouping of whole
// numbers is all that format would do here. money.test.ts holds it to Intl's output.
const thousands = /\B(?=(\d{3})+(?!\d))/g;

/** '1.250': a whole lira amount with Turkish digit grouping, without the currency. */
export function formatAmount(amount: number): string {
  return String(Math.round(amount)).replace(thousands, '.');
}

/** '1.250 TL' (SPEC §9: amounts are whole Turkish lira). */
export function formatMoney(amount: number): string {
  return `${formatAmount(amount)} TL`;
}
