// The watchlist area's `watchlist` texts (messages.watchlist; see ../../messages.ts).
/** The toggle on cards and pages, off and on. */
export const watch = 'Takip et';
export const watching = 'Takip ediliyor';
export const watchFailed = 'Takip listeniz güncellenemedi, lütfen tekrar deneyin.';
/** `watch` and `unwatch` called too often (server). */
export const rateLimited = 'Takip listenizi çok sık değiştirdiniz, biraz sonra tekrar deneyin.';
/** /hesabim/takip-ettiklerim. */
export const title = 'Takip ettiklerim';
export const empty = 'Henüz takip ettiğiniz bir açık arttırma ya da grup yok';
export const emptyHint =
  'Bir açık arttırmanın ya da grup ihalenin kartındaki “Takip et” düğmesiyle onu buraya ekleyebilirsiniz.';
export const kindAuction = 'Açık arttırma';
export const kindGroup = 'Grup ihale';
export const unwatch = 'Takipten çıkar';
export const removed = '“{name}” takip listenizden çıkarıldı.';
