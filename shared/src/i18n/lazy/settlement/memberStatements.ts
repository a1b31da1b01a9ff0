// A member's statements after the hammer (issue 33): /hesabim/alimlar (what they bought) and
// /hesabim/satislar (what they sold), one export per text.
export const boughtTitle = 'Alımlarım';
export const boughtIntro =
  'Kazandığınız lotların alım belgeleri: her satış için ödenecek tutar, ödediğiniz ve son ödeme günü.';
export const boughtEmpty = 'Henüz bir alım belgeniz yok.';
export const boughtEmptyHint =
  'Bir satışta lot kazandığınızda, o satıştaki son lotunuz satılınca alım belgeniz burada görünür.';
export const soldTitle = 'Satışlarım';
export const soldIntro =
  'Güvercinlerinizin satış hesap özetleri: satış fiyatları, komisyon, KDV ve size ödenecek net tutar.';
export const soldEmpty = 'Henüz bir satış hesap özetiniz yok.';
// Columns and figures
export const sale = 'Satış';
export const issuedAt = 'Tarih';
export const lots = 'Lot';
export const total = 'Toplam';
export const paid = 'Ödenen';
export const due = 'Kalan';
export const dueAt = 'Son ödeme günü';
export const state = 'Durum';
export const hammer = 'Satış fiyatı';
export const premium = 'Alıcı komisyonu';
export const vat = 'KDV';
export const shipping = 'Kargo';
export const commission = 'Satıcı komisyonu';
export const net = 'Net';
export const payout = 'Size ödeme';
export const lot = 'Lot';
export const tagNum = 'Bilezik';
export const delivery = 'Teslim';
export const grandTotal = 'Genel toplam';
// States
export const stateOpen = 'Ödeme bekleniyor';
export const statePaid = 'Ödendi';
export const stateCancelled = 'İptal edildi';
export const overdue = 'Gecikmiş';
export const payoutDone = 'Ödendi';
export const payoutWaiting = 'Ödenmedi';
// A buyer's statement
export const boughtDetailTitle = 'Alım belgesi';
export const referenceLine = 'Ödeme referansı: {reference}';
export const termsBuyer = 'Alıcı komisyonu {premium}, komisyona {vat} KDV.';
export const linesTitle = 'Lotlar';
export const totalsTitle = 'Toplamlar';
export const lineCancelled = 'İptal edildi';
export const cancelledNote = 'Bu belge iptal edildi: {reason}';
export const cancelledPlain = 'Bu belge iptal edildi.';
export const payTitle = 'Nasıl ödenir';
export const payIntro =
  'Kalan tutarı son ödeme gününe kadar aşağıdaki hesaba havale ya da EFT ile gönderin. Açıklama alanına yalnızca ödeme referansını yazın: ödemeniz böylece belgenize işlenir.';
export const payAmount = 'Ödenecek tutar';
export const payIban = 'IBAN';
export const payAccountName = 'Hesap sahibi';
export const payReference = 'Açıklamaya yazılacak referans';
export const payNoAccount =
  'Ödeme hesabı henüz belirlenmedi. Nasıl ödeyeceğinizi öğrenmek için dernekle iletişime geçin.';
export const payDone = 'Bu belgenin tamamı ödendi. Teşekkür ederiz.';
export const paymentsTitle = 'Yapılan ödemeler';
export const paymentsEmpty = 'Henüz kayıtlı bir ödeme yok.';
export const paymentDay = 'Ödeme günü';
export const paymentAmount = 'Tutar';
export const paymentMethod = 'Yöntem';
export const paymentNote = 'Not';
export const methodTransfer = 'Havale/EFT';
export const methodCash = 'Nakit';
export const methodCard = 'Kart';
export const fromBank = 'banka dökümünden';
// Delivery of a lot
export const deliveryNone = 'Teslim şekli henüz seçilmedi';
export const deliveryPickupWaiting = 'Dernekten teslim alınacak';
export const deliveryPickedUp = '{name} teslim aldı ({date})';
export const deliveryPickedUpNoName = 'Teslim alındı ({date})';
export const deliveryCargoWaiting = 'Kargoyla gönderilecek';
export const deliveryCargoSent = 'Kargoya verildi: {carrier}, takip numarası {tracking} ({date})';
// A seller's statement
export const soldDetailTitle = 'Satış hesap özeti';
export const termsSeller = 'Satıcı komisyonu {commission}, komisyona {vat} KDV.';
export const soldLinesTitle = 'Satılan lotlar';
export const unsoldTitle = 'Satılmayan lotlar';
export const unsoldEmpty = 'Bu satışta satılmayan lotunuz yok.';
export const buyerPaid = 'Alıcı ödedi';
export const buyerNotPaid = 'Alıcı ödemesi bekleniyor';
export const delivered = 'Teslim edildi';
export const notDelivered = 'Teslim bekleniyor';
export const payoutTitle = 'Size ödeme';
export const payoutDoneLine = '{date} tarihinde ödendi (havale referansı: {reference}).';
export const payoutWaitingLine = 'Net tutar henüz size ödenmedi.';
// Both
export const pdf = 'PDF indir';
export const backToBought = 'Alımlarıma dön';
export const backToSold = 'Satışlarıma dön';
export const notFound = 'Bu belge bulunamadı.';
// Second-chance offers (issue 33): a lot whose buyer did not pay, offered to me at my own bid.
export const offersTitle = 'İkinci şans teklifleri';
export const offerIntro =
  'Bu lotun alıcısı ödeme yapmadı. Lot size, verdiğiniz en yüksek teklifle sunuluyor.';
export const offerLot = '{title} · {tagNum} ({sale})';
export const offerHammer = 'Satış fiyatı (sizin teklifiniz)';
export const offerPremium = 'Alıcı komisyonu';
export const offerVat = 'Komisyona KDV';
export const offerTotal = 'Ödeyeceğiniz toplam';
export const offerUntil = 'Yanıt süresi: {date} saatine kadar';
export const offerAcceptHint =
  'Kabul ederseniz lot bu satıştaki alım belgenize eklenir ve ödeme süresi bugünden başlar.';
export const offerAccept = 'Kabul et';
export const offerDecline = 'Reddet';
export const offerAccepted = 'Teklifi kabul ettiniz; lot alım belgenize eklendi.';
export const offerDeclined = 'Teklifi reddettiniz.';
export const offerSeeStatement = 'Alım belgesini aç';
export const offerStateAccepted = 'Kabul ettiniz';
export const offerStateDeclined = 'Reddettiniz';
export const offerStateExpired = 'Süresi doldu';
export const offersPast = 'Önceki teklifler';
// The member's payment flag (non-payers): on /hesabim and /hesabim/alimlar.
export const paymentFlagNotice =
  'Ödenmemiş alım belgeleriniz nedeniyle teklif vermeniz durduruldu: {reason}. Ödeme yaptığınızda yönetim kısıtlamayı kaldırır.';
export const paymentFlagSince = 'Kısıtlama tarihi: {date}';
