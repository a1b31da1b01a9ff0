// The terms of a sale as bidders read them before they bid (issue 33), one export per text.
export const title = 'Satış şartları';
export const premium = 'Alıcı komisyonu {rate}';
export const premiumVat = 'Alıcı komisyonu {rate} (komisyona {vat} KDV eklenir)';
export const noPremium = 'Alıcı komisyonu yok';
export const payment =
  'Ödeme: satıştan sonra {days} gün içinde, alım belgesindeki referansla havale ya da EFT';
export const account = 'Hesap: {iban}, {name}';
/** Added to a bid's confirmation when the sale has a buyer's premium. */
export const confirmTotal = '{amount} TL + {rate} alıcı komisyonu = {total}';
export const confirmTotalVat = '{amount} TL + {rate} alıcı komisyonu + KDV = {total}';
