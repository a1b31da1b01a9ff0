// The account area's `account` texts (messages.account; see ../../messages.ts).
export const title = 'Hesabım';
export const allBids = 'Teklif Verdiğim Açık Arttırmalar';
export const ongoing = 'Devam Eden Açık Arttırmalarım';
export const won = 'Kazandığım Açık Arttırmalar';
export const lost = 'Kaybettiğim Açık Arttırmalar';
export const settings = 'Açık Arttırma Ayarları';
export const details = 'Bilgilerim';
export const changePassword = 'Şifre Yenile';
export const noBids = 'Henüz teklif verdiğiniz bir açık arttırma yok';
export const myBid = 'Teklifiniz';
export const myMaximum = 'Azami teklifiniz';
export const dontSendBidSuperseeded = 'Teklifim geçildiğinde bana bildirim gönderme';
export const noticesTitle = 'Bildirimler';
export const noticesIntro = 'Hangi durumda, hangi kanaldan haber almak istediğinizi seçin.';
export const noticeEventColumn = 'Durum';
export const noticeEventOutbid = 'Teklifim geçildiğinde';
export const noticeEventMaximumExceeded = 'Azami teklifim aşıldığında';
export const noticeEventEndingSoon = 'Teklif verdiğim açık arttırmanın bitmesine 10 dakika kala';
export const noticeEventWon = 'Açık arttırmayı kazandığımda';
export const noticeEventLost = 'Açık arttırmayı kaybettiğimde';
export const noticeEventWatchedEndingSoon =
  'Takip ettiğim açık arttırma ya da grup bitmek üzereyken';
export const noticeEventStatement = 'Alım belgem düzenlendiğinde';
export const noticeEventPaymentReminder =
  'Alım belgemin son ödeme günü yaklaştığında ve geçtiğinde';
export const noticeEventSecondChance = 'Bana ikinci şans teklifi yapıldığında';
export const noticeEventAnnouncement =
  'Teklif verdiğim ya da takip ettiğim grup hakkında yönetim duyuru gönderdiğinde';
export const noticeEventSaleOpening = 'Takvimden takip ettiğim mezat başladığında';
export const noticeChannelSms = 'SMS';
export const noticeChannelMail = 'E-posta';
export const noticeChannelPush = 'Tarayıcı bildirimi';
export const noticeCell = '{event}: {channel}';
export const noticeMailMissing =
  'E-posta bildirimleri için Bilgilerim sayfasında e-posta adresinizi girin.';
export const settingsSaved = 'Ayarlarınız kaydedildi.';
export const settingsFailed = 'Ayarlarınız kaydedilemedi.';
export const pushTitle = 'Bu tarayıcıda bildirimler';
export const pushEnable = 'Bu tarayıcıda bildirimleri aç';
export const pushDisable = 'Bu tarayıcıda bildirimleri kapat';
export const pushOn = 'Bu tarayıcıda bildirimler açık.';
export const pushOff = 'Bu tarayıcıda bildirimler kapalı.';
export const pushChecking = 'Tarayıcı bildirimleri denetleniyor…';
export const pushDenied =
  'Bildirim izni verilmedi. Tarayıcınızın site ayarlarından bu siteye bildirim izni verebilirsiniz.';
export const pushUnsupported = 'Bu tarayıcı bildirimleri desteklemiyor.';
export const pushFailed = 'Tarayıcı bildirimleri açılamadı. Lütfen tekrar deneyin.';
export const pushEnabled = 'Bu tarayıcıda bildirimler açıldı.';
export const pushDisabled = 'Bu tarayıcıda bildirimler kapatıldı.';
export const disabledBanner = 'Hesabınız devre dışı: {reason}';
export const disabledNoReason = 'Hesabınız devre dışı bırakıldı.';
export const pendingApproval = 'Hesabınız yetkili onayı bekliyor.';
export const readOnlyField = 'Bu alan değiştirilemez.';
export const profileMailInvalid = 'Mail Geçersiz.';
export const profilePhoneInvalid = 'Telefon Geçersiz.';
export const profileDobInvalid = 'Doğum tarihi geçersiz.';
export const profileNoChange = 'Değişiklik yok.';
export const profileIncomplete = 'Kayıtlı bilgileriniz eksik.';
export const profileUpdated = 'Kullanıcı verisi güncelleme başarılı.';
export const profileReapproval =
  'Bilgileriniz güncellendi. Hesabınız yetkili onayına kadar devre dışı kalacaktır.';
export const currentPassword = 'Mevcut Şifre';
export const newPassword = 'Yeni Şifre';
export const newPasswordAgain = 'Yeni Şifre Tekrar';
export const passwordInvalid = 'Şifre geçersiz';
export const passwordChanged = 'Şifreniz değiştirildi.';
export const passwordWrong = 'Şifre yanlış.';
export const statusWon = 'Kazandınız';
export const statusLost = 'Kaybettiniz';
// Won lots: the hammer price, whether staff marked it paid, and what is owed.
export const paymentState = 'Ödeme';
export const paid = 'Ödendi';
export const unpaid = 'Ödenmedi';
export const unpaidTotal = 'Ödenecek toplam';
export const unpaidCount = '{count} ödenmemiş açık arttırma';
export const allPaid = 'Ödenmemiş açık arttırmanız yok.';
export const profileConfirm =
  'Bilgileriniz güncellendiğinde hesabınız yönetici onayına kadar devre dışı kalacaktır. Devam etmek istiyor musunuz?';
