// A lot's hidden reserve price (issue 34): the console's refusals and the auction page's words.
export const invalid = 'Rezerv fiyatı TL olarak, pozitif bir tam sayı yazın ya da boş bırakın.';
export const notAboveStart = 'Rezerv fiyat başlangıç fiyatından ({start} TL) yüksek olmalı.';
export const onlyLower =
  'Teklif almış bir lotun rezerv fiyatı yalnızca düşürülebilir ya da kaldırılabilir.';
export const afterEnd = 'Bitmiş bir lotun rezerv fiyatı değiştirilemez.';
export const label = 'Rezerv fiyat (TL, gizli)';
export const hint =
  'İsteğe bağlı. Teklif verenler görmez; bu fiyatın altında kalan lot satılmaz. Teklif geldikten sonra yalnızca düşürülebilir.';
export const column = 'Rezerv: {amount}';
// The auction page: never the amount, only whether it is reached.
export const notMetYet = 'Bu lotun gizli bir rezerv fiyatı var; henüz ulaşılmadı.';
export const met = 'Rezerv fiyata ulaşıldı.';
export const unmet = 'Rezerv fiyata ulaşılmadı; lot satılmadı.';
export const resultUnmet = 'Rezerv altında kaldı';
