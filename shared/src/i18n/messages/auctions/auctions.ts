// The auctions area's `auctions` texts (messages.auctions; see ../../messages.ts).
export const title = 'Açık Arttırmalar';
export const filterAll = 'Tümü';
export const filterContinuing = 'Devam Edenler';
export const filterAlmostDone = 'Bitmek Üzere Olanlar';
export const filterExpired = 'Süresi Dolanlar';
export const notFound = 'Açık arttırma bulunamadı';
export const statusContinues = 'Devam ediyor';
export const statusAlmostDone = 'Bitmek üzere';
export const statusExpired = 'Süresi doldu';
export const statusLoading = 'Yükleniyor...';
export const moreThanYears = '{years} yıldan fazla';
export const monthsDays = '{months} ay {days} gün';
export const daysHours = '{days} gün {hours} saat';
export const hoursMinutesSeconds = '{hours} sa {minutes} dk {seconds} sn';
export const expired = 'Süresi doldu';
export const owner = 'Sahibi';
export const bidCount = 'Teklif Sayısı';
export const price = 'Fiyat';
export const remainingTime = 'Kalan Süre';
export const goToDetail = 'Açık Arttırmaya Git';
export const startingBid = 'Başlangıç Fiyatı';
export const currentBid = 'Güncel Teklif';
export const description = 'Açıklama';
export const serial = 'Seri No';
export const tagNum = 'Künye No';
export const bidHistory = 'Son Teklifler';
export const noBidHistory = 'Henüz teklif verilmedi';
export const resultNoBids = 'Bu açık arttırmaya teklif verilmedi.';
export const resultMine = 'Açık arttırmayı siz kazandınız, son teklif sizin.';
export const resultOther = 'Son teklif başka bir kullanıcıya ait.';
// Results: a finished auction's hammer price and its winner, partly masked.
export const hammerPrice = 'Satış Fiyatı';
export const winner = 'Kazanan';
// Sorting a group's lots (the `currentAmount` ordering needs a group).
export const sortLabel = 'Sıralama';
export const sortEnding = 'Bitiş zamanına göre';
export const sortPriceAsc = 'Fiyata göre (artan)';
export const sortPriceDesc = 'Fiyata göre (azalan)';
export const priceOrderNeedsGroup =
  'Fiyata göre sıralama yalnızca bir grup ihalenin açık arttırmalarında kullanılabilir.';
export const endedAt = 'Bitiş Tarihi';
export const photoUnavailable = 'Fotoğraf yok';
export const openPhoto = '{name} fotoğrafını büyüt';
export const showPhoto = '{name}, fotoğraf {number}';
export const pigeonInfo = 'Güvercin Bilgileri';
export const province = 'İl';
export const city = 'İlçe';
export const bidder = 'Teklif Veren';
export const bidAmount = 'Teklif';
export const bidTime = 'Tarih';
export const you = 'Siz';
export const topBidIsYours = 'En yüksek teklif sizin.';
// Maximum (proxy) bids: private to their owner.
export const yourMaximum = 'Azami teklifiniz: {amount}';
export const yourMaximumExceeded = 'Azami teklifiniz ({amount}) aşıldı.';
export const autoBid = 'otomatik';
export const autoBidTitle = 'Azami teklif adına sistemin verdiği teklif';
export const extended = 'Son dakika teklifiyle süre uzatıldı.';
export const softCloseRule =
  'Son {minutes} dakikada fiyatı yükselten her teklif, bitişi {minutes} dakika sonraya taşır.';
export const pedigree = 'Soy kütüğü';
export const pedigreeOpen = 'Soy kütüğünü aç';
export const cancelled = 'İptal edildi';
export const cancelledReason = 'Bu açık arttırma iptal edildi. Neden: {reason}';
export const cancelledNoReason = 'Bu açık arttırma iptal edildi.';
// The server's refusals of a list or search request.
export const tagEmpty = 'Künye numarası boş olamaz.';
export const searchTextInvalid = 'Arama metni en az bir harf ya da rakam içermeli.';
