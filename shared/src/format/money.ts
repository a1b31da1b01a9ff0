// Made on first use, like the date formats (dates.ts).
let moneyFormat: Intl.NumberFormat | null = null;

/** '1.250 TL' (SPEC §9: amounts are whole Turkish lira). */
export function formatMoney(amount: number): string {
  moneyFormat ??= new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });
  return `${moneyFormat.format(Math.round(amount))} TL`;
}
