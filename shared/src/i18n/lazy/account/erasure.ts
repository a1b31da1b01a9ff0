// Erasing one's account (KVKK md. 7 and 11): the account page's section, the server's
// refusals and its answer, and the audit line.
export const title = 'Hesabımı sil';
export const intro =
  'Hesabınızı sildiğinizde kişisel verileriniz hemen silinir ya da anonim hâle getirilir. Yasanın saklamamızı istediği satış kayıtları (teklifler, sonuçlar, hesap özetleri) adınız yerine bir takma adla, saklama süresi boyunca tutulur ve diğer üyeler sizi tanıyamaz.';
export const deleted =
  'Silinenler: profiliniz (ad, telefon, e-posta, doğum tarihi, il, ilçe), şifreniz, oturumlarınız ve cihazlarınız, tarayıcı bildirimleri, takip listeniz, bildirim tercihleriniz, bekleyen bildirimler ve gönderilen iletiler, yorumlarınız ve beğenileriniz, iletişim mesajlarınız, bekleyen satış talepleriniz, açık azami teklifleriniz.';
export const confirmLabel = 'Onaylamak için SİL yazın';
export const confirmWord = 'SİL';
export const confirmMismatch = 'Onaylamak için kutuya SİL yazın.';
export const submit = 'Hesabımı kalıcı olarak sil';
export const working = 'Hesabınız siliniyor…';
export const doneTitle = 'Hesabınız silindi';
export const doneText =
  'Artık bu hesapla giriş yapılamaz. Satış kayıtlarınız {until} tarihine kadar “{pseudonym}” takma adıyla saklanır, sonra silinir.';
export const keptTitle = 'Saklananlar';
export const kept = {
  bids: 'Teklifleriniz ve salon mezatı teklifleriniz (satış sonuçlarıyla birlikte)',
  statements: 'Alım ve satım hesap özetleriniz, ödemeleri ve satırlarıyla',
  pigeons: 'Satışa çıkan güvercinlerin kayıtları (sahibi olarak takma adınız)',
  legal: 'Okuduğunuz yasal metinlerin, izinlerinizin ve KVKK başvurularınızın kaydı (kanıt olarak)',
  audit: 'Güvenlik kayıtları (yönetim günlüğü)',
} as const;
export const pseudonymName = 'Silinmiş Üye {code}';
export const leading =
  'Hesabınız şu an silinemiyor: önde olduğunuz devam eden açık arttırmalar ya da salon lotları var. Bunlar sonuçlandıktan sonra yeniden deneyin.';
export const unpaid =
  'Hesabınız şu an silinemiyor: ödenmemiş hesap özetleriniz var. Ödeme tamamlandıktan sonra yeniden deneyin ya da bizimle iletişime geçin.';
export const staff =
  'Yönetim yetkisi olan bir hesap kendini silemez; önce yetkilerinizin bir yönetici tarafından kaldırılması gerekir.';
export const disabledReason = 'Hesap üyenin isteğiyle silindi.';
export const auditErase =
  'Üye hesabını sildi (KVKK); kayıtları “{pseudonym}” takma adıyla {until} tarihine kadar saklanacak';
export const accountMissing = 'Hesap bulunamadı.';
