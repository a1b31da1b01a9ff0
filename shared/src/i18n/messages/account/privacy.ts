// The account area's `privacy` texts (messages.privacy; see ../../messages.ts): a member's
// own data, seen and downloaded (KVKK md. 11).
/** /hesabim/verilerim: the menu entry and the page's name. */
export const title = 'Verilerim';
export const documentTitle = 'Kanat Mezat: kişisel verilerimin dökümü (KVKK md. 11)';
export const intro =
  'Kanat Mezat, üyeliğiniz ve açık arttırmalara katılımınız için aşağıdaki kişisel verilerinizi saklar: kimlik ve iletişim bilgileriniz, oturumlarınız ve cihazlarınız, verdiğiniz teklifler, takip ettikleriniz, size gönderilen bildirimler ile SMS ve e-postalar, yorumlarınız ve beğenileriniz, satış talepleriniz, alım ve satış belgeleriniz.';
export const rights =
  '6698 sayılı Kişisel Verilerin Korunması Kanunu’nun 11. maddesi uyarınca kişisel verilerinizin işlenip işlenmediğini öğrenme, işlenmişse buna ilişkin bilgi talep etme, işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme, aktarıldığı üçüncü kişileri bilme, eksik veya yanlış işlenmişse düzeltilmesini, silinmesini veya yok edilmesini isteme ve zarara uğramanız hâlinde zararın giderilmesini talep etme haklarına sahipsiniz.';
export const downloadHint =
  'Tüm verilerinizi tek bir JSON dosyası olarak indirebilirsiniz. Şifreniz ve oturum anahtarlarınız gibi gizli bilgiler dosyada yer almaz.';
export const download = 'Verilerimi indir (JSON)';
export const summary = 'Özet';
export const count = '{count} kayıt';
export const none = 'Kayıt yok';
export const latest = 'Son kayıtlar';
export const loadFailed = 'Verileriniz yüklenemedi, lütfen tekrar deneyin.';
export const columnField = 'Alan';
export const columnValue = 'Değer';
export const columnTime = 'Zaman';
export const columnAmount = 'Tutar';
export const columnAuction = 'Açık arttırma';
export const columnDetail = 'Ayrıntı';
/** `myDataExport` called too often (server). */
export const rateLimited =
  'Verilerinizin dökümünü kısa sürede çok sık istediniz, lütfen bir saat sonra tekrar deneyin.';
/** The audit log's line for an export; `name` is the member's name as staff know it. */
export const auditExport = 'Kişisel verilerinin dökümünü aldı (KVKK md. 11): {name}';

/** Each part's title, in the document and on the page. */
export const sections = {
  profile: 'Üyelik bilgileri',
  noticePreferences: 'Bildirim tercihleri',
  sessions: 'Oturumlar',
  devices: 'Cihazlar',
  pushSubscriptions: 'Tarayıcı bildirim abonelikleri',
  bids: 'Teklifler',
  maxBids: 'Azami teklifler',
  watches: 'Takip ettiklerim',
  saleFollows: 'Başlayınca haber istediğim mezatlar (takvimden)',
  hallBids: 'Salon mezadı teklifleri',
  hallAbsenteeBids: 'Salon mezadı için bırakılan azami teklifler',
  notifications: 'Gönderilen bildirimler',
  sentSms: 'Gönderilen SMS’ler',
  sentMail: 'Gönderilen e-postalar',
  newsComments: 'Haber yorumları',
  newsLikes: 'Haber beğenileri',
  contactMessages: 'İletişim mesajları',
  pigeons: 'Güvercinlerim',
  saleRequests: 'Satış talepleri',
  buyerStatements: 'Alım belgeleri (satırları ve ödemeleriyle)',
  sellerStatements: 'Satış hesap özetleri (satırlarıyla)',
  secondChanceOffers: 'İkinci şans teklifleri',
  legalAcknowledgements:
    'Okuduğunuzu bildirdiğiniz metinler (aydınlatma metni, kullanım koşulları)',
  consents: 'İzinleriniz (ticari ileti ve tarayıcı bildirimi) ve her değişikliği',
  saleContracts: 'Kabul ettiğiniz satış koşulları (ön bilgilendirme), satış satış',
  privacyRequests: 'KVKK başvurularınız ve yanıtları',
} as const;

/** The profile's fields, as the page names them (the file keeps the stored names). */
export const profileFields: Record<string, string> = {
  id: 'Üye numarası',
  username: 'Kullanıcı adı',
  fullname: 'Ad soyad',
  dateOfBirth: 'Doğum tarihi',
  province: 'İl',
  city: 'İlçe',
  mailAddress: 'E-posta adresi',
  phoneNumber: 'Telefon numarası',
  registrationPhone: 'Kayıtta yazılan telefon',
  phoneVerified: 'Telefon doğrulandı',
  accountEnabled: 'Hesap etkin',
  accountDisableReason: 'Hesabın kapatılma nedeni',
  approvedAt: 'Onaylandığı zaman',
  rejectedAt: 'Reddedildiği zaman',
  rejectReason: 'Ret nedeni',
  paymentFlaggedAt: 'Ödeme işaretinin konduğu zaman',
  paymentFlagReason: 'Ödeme işaretinin nedeni',
  staffRoles: 'Görevli rolleri',
  spendingLimit: 'Harcama limiti (TL)',
  pendingProfile: 'Onay bekleyen bilgi değişikliği',
  createdAt: 'Kayıt zamanı',
  updatedAt: 'Son değişiklik',
};
export const yes = 'Evet';
export const no = 'Hayır';
/** A notice's state in the outbox. */
export const noticeStatus: Record<string, string> = {
  pending: 'Bekliyor',
  sent: 'Gönderildi',
  failed: 'Gönderilemedi',
};
/** A sale request's state. */
export const requestStatus: Record<string, string> = {
  pending: 'Bekliyor',
  accepted: 'Kabul edildi',
  rejected: 'Reddedildi',
};
