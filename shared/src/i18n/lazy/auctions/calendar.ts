// The calendar (/takvim): the groups and hall mezats to come, and their calendar files.
export const title = 'Yaklaşan mezatlar';
export const intro =
  'Sıradaki Grup İhaleler ve salon mezatları: tarihi, yeri ve kuş sayısıyla. Takviminize ekleyin, başlarken haberiniz olsun.';
export const none = 'Şu an takvimde yaklaşan bir mezat yok.';
export const loadFailed = 'Takvim yüklenemedi.';
export const group = 'Grup ihale';
export const hall = 'Salon mezatı';
export const online = 'Çevrim içi, Kanat Mezat';
export const lots = '{count} kuş';
export const starts = '{date} başlıyor';
export const ends = '{date} bitiyor';
export const running = 'Şimdi sürüyor';
/** A group that shows its lots only once bidding opens, before that. */
export const lotsWait =
  'Bu grubun kuşları teklifler açılınca, {date} tarihinde görünecek. Başlayınca haber almak için takip edebilirsiniz.';
export const addToCalendar = 'Takvime ekle';
export const addToCalendarOf = 'Takvime ekle: {title}';
export const catalogue = 'Kataloğa bak';
export const link = 'Takvim';
/** The calendar file's description (plain text in the visitor's calendar). */
export const fileDescription = '{kind}, {count} kuş. Ayrıntılar ve teklifler: {url}';
export const gone = 'Bu mezat takvimde yok: bitmiş ya da kaldırılmış olabilir.';
export const alreadyOpen =
  'Bu mezat başladı: takip etmeye gerek yok, sayfasından katılabilirsiniz.';
export const follow = 'Başlayınca haber ver';
export const following = 'Haber verilecek';
export const followed = 'Mezat başlayınca size haber vereceğiz.';
export const unfollowed = 'Bu mezat için haber gönderilmeyecek.';
export const signInToFollow = 'Haber almak için giriş yapın';
export const followFailed = 'Takip değiştirilemedi. Lütfen yeniden deneyin.';
export const rateLimited = 'Takipleri çok sık değiştirdiniz, biraz sonra tekrar deneyin.';
