// The hall-sales area's `hallLive` texts (messages.hallLive; see ../../messages.ts): the public
// pages of a hall mezat (canlı mezat) in mf-auctions: the list, a sale's page before and while
// it runs (the online bidder's page), absentee maximums, and the room's screen.
export const intro =
  'Salondaki güvercin mezatını internetten izleyin, teklif verin ya da mezat başlamadan gıyabi azami teklif bırakın.';
export const noSales = 'Şu an yaklaşan bir canlı mezat yok.';
export const lotCount = '{count} lot';
export const viewCatalogue = 'Kataloğu incele';
export const joinLive = 'Canlı mezata katıl';
/** A scheduled sale whose house shows its lots only once it runs. */
export const lotsWait =
  'Bu mezatın kuşları mezat başlayınca görünecek. Takvime ekleyebilir, başlayınca haber alabilirsiniz.';
export const pageNotStarted = 'Mezat {date} tarihinde başlayacak.';
export const pageEnded = 'Bu mezat sona erdi.';
export const currentLot = 'Güncel lot';
export const lotTitle = 'Lot {position}: {tagNum}';
export const currentPrice = 'Güncel fiyat';
export const askingPrice = 'İstenen fiyat';
export const noBidYet = 'Henüz teklif yok';
export const leader = 'En yüksek teklif';
export const leaderOnlineFrom = 'İnternette ({province})';
export const waitingLot = 'Sıradaki lot birazdan açılacak.';
export const bidButton = '{amount} TL teklif ver';
export const bidConfirm = '{amount} TL teklif vermek istiyor musunuz?';
export const bidSignIn = 'Teklif vermek için giriş yapın.';
export const bidStatus = 'Teklif durumunuz';
export const leading = 'En yüksek teklif sizin: {amount}.';
export const outbid = 'Teklifiniz geçildi. Güncel fiyat {amount}.';
export const wonLot = 'Tebrikler! Lot {position} size {price} bedelle satıldı.';
export const soldToRoom = 'Lot {position} salondaki bir alıcıya {price} bedelle satıldı.';
export const soldOnline = 'Lot {position} internetten başka bir üyeye {price} bedelle satıldı.';
export const passed = 'Lot {position} satılmadı.';
export const reconnecting =
  'Bağlantı yeniden kuruluyor… Fiyatlar güncel olmayabilir; bağlantı gelince yeniden teklif verebilirsiniz.';
export const calls = 'Mezatçıdan';
export const upcomingLots = 'Sıradaki lotlar';
export const results = 'Sonuçlar';
export const noResults = 'Henüz satılan lot yok.';
export const video = 'Canlı yayın';
export const showVideo = 'Canlı yayını burada aç';
export const videoNote =
  'Yayın YouTube ya da Facebook’tan gelir; siz açana kadar bu sitelere bağlanılmaz.';
export const videoElsewhere = 'Yayını yeni sekmede aç';
export const videoTitle = 'Canlı yayın: {title}';
export const absenteeLabel = 'Azami tutarınız (TL)';
export const absenteeOpen = 'Gıyabi teklif bırak';
export const absenteeChange = 'Gıyabi teklifi değiştir';
export const absenteeSubmit = 'Gıyabi teklifi kaydet';
export const absenteeCancel = 'Gıyabi teklifi geri al';
export const absenteeClose = 'Vazgeç';
export const absenteeMine = 'Gıyabi azami teklifiniz: {amount}';
export const absenteeSaved = 'Gıyabi azami teklifiniz kaydedildi.';
export const absenteeCancelled = 'Gıyabi azami teklifiniz geri alındı.';
export const absenteeConfirm = 'Bu lot için en fazla {amount} TL ödemeyi kabul ediyor musunuz?';
export const absenteeCancelConfirm = 'Bu lottaki gıyabi teklifinizi geri almak istiyor musunuz?';
export const absenteeTooLow = 'Azami teklif en az açılış fiyatı ({price}) olmalı.';
export const absenteeSignIn = 'Gıyabi teklif bırakmak için giriş yapın.';
export const absenteeFailed = 'Gıyabi teklif kaydedilemedi: {reason}';
export const screenFollow = 'Mezatı internetten takip edin';
export const screenQr = 'Mezat sayfasının QR kodu: {url}';
export const screenWaiting = 'Sıradaki lot bekleniyor';
