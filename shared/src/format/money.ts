const moneyFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });

/** '1.250 TL' (SPEC §9: amounts are whole Turkish lira). */
export function formatMoney(amount: number): string {
  return `${moneyFormat.format(Math.round(amount))} TL`;
}
