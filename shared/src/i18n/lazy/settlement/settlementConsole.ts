// The console's pages after the hammer (issue 33): the sales' accounts (hesaplar), buyers' and
// sellers' statements, payments, delivery, payouts, the bank's statement and the exports. One
// export per text.
// The sales with statements
export const listTitle = 'Hesaplar';
export const listIntro =
  'Alım belgesi düzenlenmiş satışlar: alıcıların toplamı, tahsil edilen tutar, gecikmiş belgeler ve bekleyen satıcı ödemeleri.';
export const onlyOpen = 'Yalnızca gecikmiş belgesi ya da bekleyen satıcı ödemesi olanlar';
export const noSales = 'Alım belgesi düzenlenmiş satış yok.';
export const noOpenSales = 'Gecikmiş belgesi ya da bekleyen satıcı ödemesi olan satış yok.';
export const sale = 'Satış';
export const kind = 'Tür';
export const kindGroup = 'Grup';
export const kindHall = 'Canlı mezat';
export const kindAuction = 'Açık arttırma';
export const issuedAt = 'Belge tarihi';
export const buyerCount = 'Alıcı';
export const sellerCount = 'Satıcı';
export const buyersTotal = 'Alıcıların toplamı';
export const received = 'Tahsil edilen';
export const overdueCount = 'Gecikmiş';
export const payoutsPending = 'Bekleyen satıcı ödemesi';
// A sale's accounts
export const backToList = 'Hesaplara dön';
export const balanceTitle = 'Satışın hesabı';
export const sellersNet = 'Satıcılara net';
export const shipping = 'Kargo';
export const houseIncome = 'Derneğin geliri';
export const difference = 'Fark';
export const outstanding = 'Tahsil edilecek';
export const paidOut = 'Satıcılara ödenen';
export const balanced =
  'Hesap tutuyor: alıcıların toplamı, satıcıların neti, kargo ve derneğin gelirinin toplamına eşit.';
export const unbalanced = 'Hesap tutmuyor: {difference} fark var. Belgeleri kontrol edin.';
export const buyersTitle = 'Alım belgeleri';
export const sellersTitle = 'Satış hesap özetleri';
export const buyer = 'Alıcı';
export const seller = 'Satıcı';
export const paddle = 'Kart {paddle}';
export const reference = 'Referans';
export const total = 'Toplam';
export const paid = 'Ödenen';
export const due = 'Kalan';
export const dueAt = 'Son ödeme';
export const state = 'Durum';
export const hammer = 'Satış fiyatı';
export const commission = 'Komisyon';
export const net = 'Net';
export const payout = 'Satıcıya ödeme';
export const stateOpen = 'Açık';
export const statePaid = 'Ödendi';
export const stateCancelled = 'İptal edildi';
export const overdue = 'Gecikmiş';
export const paidOutOn = '{date} ödendi';
export const notPaidOut = 'Ödenmedi';
export const noBuyers = 'Bu satışta alım belgesi yok.';
export const noSellers = 'Bu satışta satış hesap özeti yok.';
// Exports for the accountant
export const exportsTitle = 'Muhasebe için CSV';
export const exportStatements = 'Belgeler';
export const exportPayments = 'Ödemeler';
export const exportPayouts = 'Satıcı ödemeleri';
export const monthTitle = 'Aylık CSV';
export const month = 'Ay';
// A buyer's statement
export const buyerStatementTitle = 'Alım belgesi {reference}';
export const statementOf = '{name}, {sale}';
export const linesTitle = 'Lotlar';
export const lot = 'Lot';
export const tagNum = 'Bilezik';
export const premium = 'Alıcı komisyonu';
export const vat = 'KDV';
export const lineTotal = 'Toplam';
export const delivery = 'Teslim';
export const lineCancelled = 'İptal edildi';
export const cancelledNote = 'Bu belge iptal edildi: {reason}';
export const pdf = 'PDF indir';
export const backToSale = 'Satışın hesabına dön';
export const deliveryNone = 'Seçilmedi';
export const deliveryPickupWaiting = 'Dernekten teslim alınacak';
export const deliveryPickedUp = '{name} teslim aldı ({date})';
export const deliveryCargoWaiting = 'Kargoyla gönderilecek: {carrier}';
export const deliveryCargoSent = '{carrier}, takip numarası {tracking} ({date})';
export const editDelivery = 'Teslimi kaydet';
export const deliveryDialogTitle = 'Teslim: {lot}';
export const deliveryMethod = 'Teslim şekli';
export const pickup = 'Dernekten teslim';
export const cargo = 'Kargo';
export const pickedUpBy = 'Teslim alan';
export const carrier = 'Kargo firması';
export const trackingNumber = 'Takip numarası';
export const shippingFee = 'Kargo ücreti (TL)';
export const shippingFeeHint = 'Alıcının belgesine eklenir; örneğin 150 ya da 149,90.';
export const deliveredNow = 'Teslim edildi';
export const deliveredNowHint =
  'İşaretlemezseniz yalnızca teslim şekli kaydedilir; güvercin verilince yeniden işaretleyin.';
export const deliverySave = 'Kaydet';
export const deliverySaved = 'Teslim kaydedildi.';
export const pickedUpByRequired = 'Güvercini kimin teslim aldığını yazın.';
export const carrierRequired = 'Kargo firmasını yazın.';
export const trackingRequired = 'Kargoya verilen güvercinin takip numarasını yazın.';
export const feeTyped = 'Ücreti lira olarak yazın (örneğin 150 ya da 149,90).';
// Payments
export const paymentsTitle = 'Ödemeler';
export const paymentsEmpty = 'Henüz ödeme kaydı yok.';
export const paymentDay = 'Gün';
export const paymentAmount = 'Tutar';
export const paymentMethod = 'Yöntem';
export const paymentNote = 'Not';
export const fromBank = 'Banka dökümünden';
export const methodTransfer = 'Havale/EFT';
export const methodCash = 'Nakit';
export const methodCard = 'Kart';
export const recordTitle = 'Ödeme kaydet';
export const amount = 'Tutar (TL)';
export const amountHint = 'Örneğin 1.250,50';
export const method = 'Ödeme yöntemi';
export const paidOn = 'Ödeme günü';
export const note = 'Not';
export const record = 'Ödemeyi kaydet';
export const recorded = 'Ödeme kaydedildi.';
export const amountTyped = 'Tutarı lira olarak yazın (örneğin 1.250,50).';
export const dayRequired = 'Ödeme gününü seçin.';
export const nothingDue = 'Bu belgede ödenecek bir şey kalmadı.';
// A seller's statement
export const sellerStatementTitle = 'Satış hesap özeti';
export const sold = 'Satılan lotlar';
export const unsold = 'Satılmayan lotlar';
export const unsoldEmpty = 'Satılmayan lot yok.';
export const buyerPaid = 'Alıcı ödedi';
export const buyerNotPaid = 'Alıcı ödemedi';
export const delivered = 'Teslim edildi';
export const notDelivered = 'Teslim bekleniyor';
export const commissionVat = 'Komisyon KDV';
export const payoutTitle = 'Satıcıya ödeme';
export const payoutDone = '{date} tarihinde ödendi, havale referansı {reference}.';
export const payoutWaiting = 'Net tutar henüz satıcıya ödenmedi.';
export const markPaid = 'Ödendi olarak işaretle';
export const payoutDay = 'Ödeme günü';
export const payoutReference = 'Havale referansı';
export const payoutReferenceRequired = 'Havalenin referansını ya da dekont numarasını yazın.';
export const payoutAccountantOnly = 'Satıcıya ödemeyi muhasebeci işaretler.';
// The bank's statement
export const bankTitle = 'Banka hesap dökümü';
export const bankIntro =
  'Bankanın CSV dökümünü (tarih; tutar; açıklama) yükleyin. Açıklamasında bir alım belgesinin referansı geçen satırlar o belgeye ödeme olarak işlenir; eşleşmeyenleri elle bir belgeyle eşleyin ya da yok sayın.';
export const file = 'CSV dosyası';
export const upload = 'Dökümü yükle';
export const fileRequired = 'Bir CSV dosyası seçin.';
export const fileUnreadable = 'Dosya okunamadı; yeniden seçin.';
export const importTitle = '{file} ({date})';
export const importCounts = '{count} satır, {unmatched} eşleşmeyen.';
export const skipped = '{count} satır daha önce yüklendiği için atlandı.';
export const lineNo = 'Satır';
export const bookedOn = 'Tarih';
export const description = 'Açıklama';
export const statement = 'Belge';
export const lineMatched = 'Eşleşti';
export const lineUnmatched = 'Eşleşmedi';
export const lineSettled = 'Elle eşlendi';
export const lineIgnored = 'Yok sayıldı';
export const settleLabel = '{line}. satırın alım belgesi (KM ile başlayan referans)';
export const settle = 'Eşle';
export const ignore = 'Yok say';
export const settleTyped =
  'Alım belgesinin KM ile başlayan referansını yazın: belgede ve havalenin açıklamasında yazar.';
export const lineSettledNotice = '{line}. satır işlendi.';
export const importsTitle = 'Önceki yüklemeler';
export const importsEmpty = 'Henüz döküm yüklenmedi.';
export const fileName = 'Dosya';
export const importedAt = 'Yüklendi';
export const lineCount = 'Satır';
export const unmatchedCount = 'Eşleşmeyen';
// Non-payers: a later due day.
export const extendAction = 'Süre uzat';
export const extendDialogTitle = 'Son ödeme gününü uzat';
export const extendDay = 'Yeni son ödeme günü';
export const extendReason = 'Gerekçe';
export const extendSave = 'Uzat';
export const extendDayRequired = 'Yeni günü seçin.';
export const extendSaved = 'Son ödeme günü uzatıldı.';
// Non-payers: the member's payment flag on their console page.
export const paymentFlagTitle = 'Ödeme işareti';
export const paymentFlagNone = 'İşaret yok; teklif verebilir.';
export const paymentFlagSince =
  '{date} tarihinden beri işaretli, teklifleri reddediliyor: {reason}';
export const paymentFlagLift = 'İşareti kaldır';
export const paymentFlagLifted = 'Ödeme işareti kaldırıldı.';
export const flagAction = 'Alıcıyı işaretle';
export const flagDialogTitle = 'Alıcıyı ödeme nedeniyle işaretle';
export const flagHint =
  'İşaretli üyenin teklifleri her yerde reddedilir; işareti üyenin sayfasından kaldırabilirsiniz.';
export const flagSave = 'İşaretle';
export const flagSaved = 'Alıcı işaretlendi; teklifleri reddedilecek.';
export const cancelAction = 'Belgeyi iptal et';
export const cancelDialogTitle = 'Alım belgesini iptal et';
export const cancelHint = 'Belgedeki lotlar iptal edilir (kayıtta kalır) ve satıcılarına döner.';
export const cancelSave = 'İptal et';
export const cancelSaved = 'Belge iptal edildi; lotlar satıcılarına döndü.';
// Non-payers: second-chance offers of a cancelled statement's lots.
export const secondChanceTitle = 'İkinci şans teklifleri';
export const secondChanceHint =
  'İptal edilen her lot, teklif veren sıradaki üyeye kendi en yüksek teklifiyle sunulabilir; üye Hesabım sayfasından kabul eder ya da reddeder.';
export const secondChanceNext = 'Sıradaki teklif sahibi: {name}, teklifi {amount}';
export const secondChanceAction = 'İkinci şans teklifi yap';
export const secondChanceDialogTitle = 'İkinci şans teklifi';
export const secondChanceDialogText =
  '{title} lotu {name} üyesine {amount} (artı alıcı komisyonu ve KDV) karşılığında sunulacak.';
export const secondChanceHours = 'Yanıt süresi (saat)';
export const secondChanceHoursInvalid = 'Yanıt süresi 1 ile 168 saat arasında olmalı.';
export const secondChanceSave = 'Teklifi gönder';
export const secondChanceSaved = 'İkinci şans teklifi üyeye gönderildi.';
export const secondChanceMember = 'Üye';
export const secondChanceAmount = 'Satış fiyatı';
export const secondChanceState = 'Durum';
export const secondChanceOffered = 'Sunuldu';
export const secondChanceUntil = 'Yanıt süresi sonu';
export const secondChanceOffersCaption = '{title} için yapılan teklifler';
export const secondChanceNone = 'Bu lot için henüz teklif yapılmadı.';
export const secondChanceOpen = 'Yanıt bekleniyor';
export const secondChanceAccepted = 'Kabul edildi';
export const secondChanceDeclined = 'Reddedildi';
export const secondChanceExpired = 'Süresi doldu';
// Payment reminders sent to the buyer (the notices' 'payment-reminder').
export const remindersTitle = 'Hatırlatmalar';
export const remindersNone = 'Alıcıya henüz hatırlatma gönderilmedi.';
export const reminderBefore = 'Son ödeme gününden önce hatırlatıldı: {date}';
export const reminderAfter = 'Son ödeme günü geçince hatırlatıldı: {date}';
