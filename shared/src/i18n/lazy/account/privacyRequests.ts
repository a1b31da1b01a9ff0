// Applications that need a person (ilgili kişi başvurusu, KVKK md. 11 and 13): the member's
// form and list, the console's queue, the server's refusals and the audit line.
export const title = 'KVKK başvurularım';
export const intro =
  'Kendi başınıza yapamadığınız bir istek için (bir bilginin düzeltilmesi, bir itiraz ya da başka bir talep) bize başvurun. Başvurunuz en geç 30 gün içinde yanıtlanır.';
export const kindLabel = 'Başvuru konusu';
export const detailsLabel = 'Açıklama';
export const detailsHint = 'En fazla {max} karakter.';
export const submit = 'Başvuruyu gönder';
export const submitted = 'Başvurunuz alındı. En geç {due} tarihine kadar yanıtlanacak.';
export const none = 'Henüz bir başvurunuz yok.';
export const kinds = {
  correction: 'Bilgilerimin düzeltilmesi',
  erasure: 'Verilerimin silinmesi',
  objection: 'İşlemeye itiraz',
  other: 'Diğer',
} as const;
export const states = {
  open: 'Yanıt bekliyor',
  answered: 'Yanıtlandı',
  rejected: 'Reddedildi',
} as const;
export const createdAt = 'Başvuru tarihi';
export const dueAt = 'Son yanıt tarihi';
export const answer = 'Yanıt';
export const detailsEmpty = 'Lütfen başvurunuzu açıklayın (en fazla {max} karakter).';
export const answerEmpty = 'Lütfen yanıtı yazın (en fazla {max} karakter).';
export const rateLimited =
  'Kısa sürede çok fazla başvuru yaptınız, lütfen daha sonra tekrar deneyin.';
export const notFound = 'Başvuru bulunamadı.';
export const alreadyAnswered = 'Bu başvuru zaten yanıtlandı.';
export const loadFailed = 'Başvurular yüklenemedi.';
// The console's queue.
export const adminTitle = 'KVKK başvuruları';
export const adminIntro =
  'Üyelerin kişisel verileriyle ilgili başvuruları. Yasa her başvurunun 30 gün içinde yanıtlanmasını ister; süresi geçenler kırmızıyla gösterilir.';
export const adminOpenCount = '{open} açık başvuru, {overdue} tanesinin süresi geçti';
export const adminShowOpen = 'Açık olanlar';
export const adminShowAll = 'Tümü';
export const adminMember = 'Üye';
export const adminOverdue = 'Süresi geçti';
export const adminDaysLeft = '{days} gün kaldı';
export const adminAnswer = 'Yanıtla';
export const adminReject = 'Reddet';
export const adminAnswerLabel = 'Üyeye yanıt';
export const adminAnswerSave = 'Yanıtı kaydet';
export const adminAnswered = 'Yanıt kaydedildi; üye başvurularım sayfasında görür.';
export const adminAnsweredBy = 'Yanıtlayan';
export const adminNone = 'Bekleyen başvuru yok.';
export const auditAnswer = '{member} üyenin KVKK başvurusu ({kind}) {state}';
// The member's page (/hesabim/kvkk-basvurularim) and its line on /hesabim/verilerim.
export const formTitle = 'Yeni başvuru';
export const detailsCount = '{count}/{max} karakter';
export const listTitle = 'Başvurularım';
export const answeredAt = 'Yanıt tarihi';
export const myDataLink = 'Düzeltme, itiraz ya da başka bir talep için KVKK başvurusu yapın';
// The console's queue: its tabs, the state column and the answer dialog.
export const adminShowLabel = 'Gösterilecek başvurular';
export const adminState = 'Durum';
export const adminAnswerTitle = 'Başvuruyu yanıtla';
export const adminRejectTitle = 'Başvuruyu reddet';
export const adminAnswerHint = 'Yazdığınız yanıtı üye KVKK başvurularım sayfasında okur.';
export const adminRejectHint =
  'Başvuruyu neden reddettiğinizi yazın; üye bu gerekçeyi KVKK başvurularım sayfasında okur.';
