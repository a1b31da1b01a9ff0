// A pigeon's pedigree as data (soy ağacı): the shared rule's refusals (the console and the
// server say the same), the console's editor, the auction page's chart and its PDF.
export const title = 'Soy ağacı';
export const bloodline = 'Soy hattı';
export const bloodlineHint = 'Örneğin Janssen ya da Janssen × Vandenheede; alıcılar bu adla arar.';
export const subject = 'Güvercin';
export const sire = 'Baba';
export const dam = 'Anne';
/** An ancestor's place read out, from the pigeon up: 'Babanın annesi'. */
export const sireOf = 'Babanın';
export const damOf = 'Annenin';
export const sireMid = 'babasının';
export const damMid = 'annesinin';
export const sireEnd = 'babası';
export const damEnd = 'annesi';
export const generation = '{n}. kuşak';
export const ring = 'Halka no';
export const name = 'Adı';
export const colour = 'Renk';
export const note = 'Not';
export const onSite = 'Sitede';
export const openLot = '{ring} halkalı güvercinin sayfası';
export const unknown = 'Bilinmiyor';
export const download = 'Soy ağacını indir (PDF)';
export const pdfTitle = '{ring} soy ağacı';
export const pdfBloodline = 'Soy hattı: {bloodline}';
export const pdfFooter = 'Kanat Mezat, {date}';
export const none = 'Bu güvercin için girilmiş soy ağacı yok.';
export const pdfRateLimited =
  'Kısa sürede çok fazla soy ağacı indirdiniz; biraz sonra tekrar deneyin.';
// The rule's refusals.
export const ringTooLong = 'Halka numarası en çok {max} karakter olabilir.';
export const nameTooLong = 'Ad en çok {max} karakter olabilir.';
export const colourTooLong = 'Renk en çok {max} karakter olabilir.';
export const noteTooLong = 'Not en çok {max} karakter olabilir.';
export const bloodlineTooLong = 'Soy hattı en çok {max} karakter olabilir.';
export const placeInvalid = 'Soy ağacında böyle bir yer yok.';
export const placeTwice = 'Soy ağacında aynı yere iki kuş girilmiş.';
export const childMissing = 'Önce {child} girilmeli: bir kuşun atası, kendisi olmadan girilmez.';
export const selfLinked = 'Güvercin kendi atası olamaz.';
export const sexMismatch = '{ring} halkalı kuş {sex}: {place} olamaz.';
export const male = 'erkek';
export const female = 'dişi';
export const row = '{place}: {problem}';
// The console.
export const consoleHint =
  'Dört kuşağa kadar girilebilir. Halka numarası sitede kayıtlı bir güvercininki ise ona bağlanır ve sitede bağlantı olarak gösterilir. Boş bırakılan yerler kaydedilmez.';
export const save = 'Soy ağacını kaydet';
export const saved = 'Soy ağacı kaydedildi.';
export const linked = 'Sitedeki güvercine bağlandı';
export const showGeneration = '{n}. kuşağı göster';
export const auditSummary = '{tag} halkalı güvercinin soy ağacı güncellendi ({count} ata).';
// Search.
export const search = 'Soy hattına göre ara';
export const searchPlaceholder = 'Örneğin Janssen';
