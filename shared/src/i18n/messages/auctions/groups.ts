// The auctions area's `groups` texts (messages.groups; see ../../messages.ts).
export const title = 'Grup İhaleler';
export const notFound = 'Grup ihale bulunamadı';
export const auctionCount = 'Açık Arttırma Sayısı';
export const totalBidCount = 'Toplam Teklif Sayısı';
export const totalAmount = 'Toplam Tutar';
export const childCount = 'Alt İhale Sayısı';
// A group's results: lots sold and the sum of their hammer prices.
export const results = 'Sonuçlar';
export const soldCount = 'Satılan Açık Arttırma';
export const hammerTotal = 'Satış Toplamı';
export const goToGroup = 'Grup İhaleye Git';
export const expiryRangeInvalid = 'Geçersiz aralık: expiry başlangıcı bitişinden büyük.';
// Staff previewing a group (or a lot of one) not yet on the site.
export const previewDraft = 'Taslak: yalnızca personel görüyor';
export const previewScheduled = 'Zamanlanmış: {date} tarihinde yayınlanacak';
