// The records page (/rekorlar): the highest prices paid on the site.
export const title = 'Rekor fiyatlar';
export const intro =
  'Kanat Mezat’ta bir güvercine ödenen en yüksek fiyatlar: açık arttırmalar ve canlı mezatlar birlikte.';
export const yearLabel = 'Yıl';
export const allTime = 'Tüm zamanlar';
export const none = 'Bu dönemde satılan güvercin yok.';
export const place = '{place}.';
export const soldOn = '{date} tarihinde satıldı';
export const hall = 'Canlı mezat';
export const timed = 'Açık arttırma';
export const loadFailed = 'Rekorlar yüklenemedi.';
