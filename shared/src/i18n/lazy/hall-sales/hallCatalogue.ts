// The hall-sales area's `hallCatalogue` texts (messages.hallCatalogue; see ../../messages.ts):
// what the public pages of a hall mezat (canlı mezat) and its rules say.
export const title = 'Canlı mezatlar';
export const upcoming = 'Yaklaşan canlı mezatlar';
export const running = 'Şu an canlı';
export const catalogue = 'Katalog';
export const place = 'Yer';
export const startsAt = 'Başlangıç';
export const lotOf = 'Lot {position} / {total}';
export const startingPrice = 'Açılış fiyatı';
export const soldToRoom = 'Salon';
export const soldToOnline = 'İnternet';
export const statusWaiting = 'Sırada';
export const statusOpen = 'Mezatta';
export const statusWarned = 'Satıyorum…';
export const statusSold = 'Satıldı';
export const statusPassed = 'Satılmadı';
export const notFound = 'Canlı mezat bulunamadı.';
export const videoUrlInvalid =
  'Canlı yayın bağlantısı https ile başlayan bir YouTube ya da Facebook bağlantısı olmalı.';
export const absenteeTitle = 'Gıyabi azami teklif';
export const absenteeHint =
  'Lot açıldığında teklifiniz, belirlediğiniz tutara kadar adım adım sizin yerinize verilir. Tutarı yalnızca siz görürsünüz.';
