// Made on first use, like the date formats (dates.ts).
let moneyFormat: Intl.NumberFormat | null = null;

/** '1.250': a whole lira amount with Turkish digit grouping, without the currency. */
export function formatAmount(amount: number): string {
  moneyFormat ??= new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });
  return moneyFormat.format(Math.round(amount));
}

/** '1.250 TL' (SPEC §9: amounts are whole Turkish lira). */
export function formatMoney(amount: number): string {
  return `${formatAmount(amount)} TL`;
}
