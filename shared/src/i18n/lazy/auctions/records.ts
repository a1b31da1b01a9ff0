// The records page (/rekorlar): the highest prices paid on the site.
export const title = 'Rekor fiyatlar';
export const intro =
  'Kanat Mezat’ta bir güvercine ödenen en yüksek fiyatlar: açık arttırmalar ve canlı mezatlar birlikte.';
export const yearLabel = 'Yıllar';
export const allTime = 'Tüm zamanlar';
export const bloodlineLabel = 'Soy hatları';
export const allLines = 'Tüm hatlar';
export const none = 'Bu dönemde satılan güvercin yok.';
export const place = '{place}.';
export const soldOn = '{date} tarihinde satıldı';
export const hall = 'Canlı mezat';
export const timed = 'Açık arttırma';
export const loadFailed = 'Rekorlar yüklenemedi.';
// A finished group's sale report (/arsiv/:id/rapor).
export const reportTitle = 'Satış raporu: {name}';
export const reportLink = 'Satış raporu';
export const reportNotYet = 'Satış raporu grup sona erince yayımlanır.';
export const reportEnded = '{date} tarihinde sona erdi';
export const lotsOffered = 'Satışa çıkan';
export const lotsSold = 'Satılan';
export const lotsUnsold = 'Satılmayan';
export const total = 'Toplam';
export const average = 'Ortalama';
export const median = 'Ortanca';
export const topPrices = 'En yüksek fiyatlar';
export const provinces = 'Alıcıların illeri';
export const provinceUnknown = 'İl belirtilmemiş';
export const provinceLine = '{buyers} alıcı, {lots} güvercin';
export const yearRecord = '{year} yılının rekoru';
export const noSale = 'Bu satışta satılan güvercin olmadı.';
// A hall mezat's sale report (/canli-mezat/:id/rapor).
export const hallReportNotYet = 'Satış raporu canlı mezat sona erince yayımlanır.';
export const roomBuyers = 'Salondaki alıcılar';
// The report's share picture and its page's description.
export const shareLine = '{sold} güvercin satıldı · toplam {total}';
export const shareTop = 'En yüksek: {price}';
export const reportDescription =
  '{name} satış raporu: {sold} güvercin satıldı, toplam {total}, ortalama {average}.';
// The console's copy (sellers named).
export const consoleTitle = 'Satış raporu (satıcılarla)';
export const consoleLots = 'Lotlar';
export const consoleLot = 'Lot';
export const consoleSeller = 'Satıcı';
export const consoleBuyer = 'Alıcı';
export const consolePrice = 'Fiyat';
export const consoleUnsold = 'Satılmadı';
export const consolePaddle = 'Salon, kürek {paddle}';
export const consoleRoom = 'Salon';
export const consolePublic = 'Herkese açık rapor';
export const bySeller = 'Satıcılara göre';
export const sellerLine = '{sold}/{lots} güvercin satıldı, toplam {total}';
