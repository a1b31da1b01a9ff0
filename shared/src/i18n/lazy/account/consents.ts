// A member's consents (KVKK, Law 6563): the registration form's choices, the account page's
// switches and history, and the server's refusals.
export const title = 'İzinlerim';
export const intro =
  'Her izin isteğe bağlıdır; dilediğiniz an verir ya da geri alırsınız. Her değişiklik hangi metin sürümüyle, ne zaman ve hangi cihazdan yapıldığıyla saklanır.';
export const marketingSms = 'Kampanya ve duyuruları SMS ile almak istiyorum';
export const marketingMail = 'Kampanya ve duyuruları e-posta ile almak istiyorum';
export const push = 'Tarayıcı bildirimleri (Web Push)';
export const kindNames = {
  'marketing-sms': 'Ticari ileti (SMS)',
  'marketing-mail': 'Ticari ileti (e-posta)',
  push: 'Tarayıcı bildirimleri',
} as const;
export const registrationLegend = 'Ticari ileti izni (isteğe bağlı)';
export const registrationHint =
  'Üyelik için gerekmez. Vermezseniz de teklif verdiğiniz satışlarla ilgili bildirimleri almaya devam edersiniz.';
export const textLink = 'Ticari Elektronik İleti Onay Metni';
export const textVersion = 'Onay metni sürüm {version}';
export const pushOn = 'Bildirimler en az bir tarayıcıda açık.';
export const pushOff = 'Bildirimler hiçbir tarayıcıda açık değil.';
export const pushHint =
  'Tarayıcı bildirimlerini Açık Arttırma Ayarları sayfasından bu tarayıcı için açabilirsiniz.';
export const pushSettingsLink = 'Açık Arttırma Ayarlarına git';
export const pushWithdraw = 'Tüm tarayıcılarda bildirimleri kapat';
export const saved = 'İzniniz kaydedildi.';
export const withdrawn = 'İzniniz geri alındı; bu kanaldan ticari ileti gönderilmeyecek.';
export const pushWithdrawn = 'Tarayıcı bildirimleri tüm cihazlarınızda kapatıldı.';
export const failed = 'İzniniz kaydedilemedi. Lütfen tekrar deneyin.';
export const loadFailed = 'İzinleriniz yüklenemedi.';
export const whichTitle = 'Hangi iletiler izninize bağlı?';
export const marketingEvents =
  'İzninize bağlı olanlar (ticari ileti): yönetimin satış grubu duyuruları ve takip ettiğiniz bir satışın açıldığı haberi.';
export const serviceEvents =
  'İzninize bağlı olmayanlar: katıldığınız bir satışla ilgili bildirimler (teklifinizin geçilmesi, bitişe az kalması, kazandığınız ya da kaybettiğiniz lot, hesap özeti, ödeme hatırlatması, ikinci şans teklifi). Bunları Açık Arttırma Ayarları sayfasından kanal kanal kapatabilirsiniz.';
export const historyTitle = 'İzin geçmişi';
export const historyEmpty = 'Henüz kayıtlı bir izin değişikliği yok.';
export const columnWhen = 'Tarih';
export const columnKind = 'İzin';
export const columnChange = 'Değişiklik';
export const columnText = 'Metin sürümü';
export const columnSource = 'Nereden';
export const columnDevice = 'Cihaz';
export const granted = 'Verildi';
export const withdrawnShort = 'Geri alındı';
export const sources = {
  registration: 'Üyelik formu',
  account: 'Hesabım',
  'browser-push': 'Tarayıcı bildirimi ayarı',
} as const;
export const noVersion = '—';
export const unknownDevice = 'Bilinmiyor';
export const stale = 'İzin metni güncellendi; lütfen sayfayı yenileyip yeni metni okuyun.';
export const pushGrantElsewhere =
  'Tarayıcı bildirimleri bu tarayıcıdan, Açık Arttırma Ayarları sayfasında açılır.';
export const notPublished = 'İzin metni henüz yayımlanmadı.';
export const gridMarketing = 'ticari ileti: izninize bağlı';
export const gridNote =
  'Duyurular ve satış açılışları ticari iletidir: SMS ya da e-posta ile yalnızca o kanal için izin verdiyseniz gönderilir.';
export const gridLink = 'Ticari ileti izinlerimi yönet';
export const choicesTitle = 'İzinleriniz';
export const rateLimited = 'İzinlerinizi çok sık değiştirdiniz, biraz sonra tekrar deneyin.';
