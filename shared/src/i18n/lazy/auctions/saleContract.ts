// The sale's contract (issue 35): the pre-information and the sale's terms a member accepts
// once per sale, in the bid's confirmation, before their first bid in that sale.
export const title = 'Ön bilgilendirme ve satış koşulları';
export const intro =
  'Bu satıştaki ilk teklifinizden önce aşağıdaki bilgileri okuyup kabul etmeniz gerekir. Kabulünüz bir kez, metnin sürümüyle kaydedilir ve kazandığınız lotun hesap özetinde gösterilir.';
export const facts = 'Bu satışın bilgileri';
export const house = 'Düzenleyen: {name}';
export const seller = 'Satıcı: {name}';
export const sellers = 'Satıcılar: her lotun sahibi, lotun sayfasında yazılıdır.';
export const lot = 'Lot: {name} (halka {ring})';
export const groupSale = 'Satış: {name}';
export const hallSale = 'Salon mezatı: {name}';
export const startingBid = 'Başlangıç fiyatı: {amount}';
export const stepRule =
  'Teklifler o anki fiyatın üstündeki artırma adımından başlar; bitişe az kala gelen teklif bitişi uzatır.';
export const noTerms = 'Alıcı komisyonu yok; ödeme süresi hesap özetinde yazılır.';
export const version = 'Metin sürümü {version}, {date}';
export const accept =
  'Ön bilgilendirme formunu ve satış koşullarını okudum, bu satış için kabul ediyorum.';
export const acceptRequired = 'Teklif vermek için önce koşulları kabul edin.';
export const accepted = 'Bu satışın koşullarını {date} tarihinde kabul ettiniz (sürüm {version}).';
export const loadFailed = 'Satış koşulları yüklenemedi. Sayfayı yenileyip yeniden deneyin.';
export const stale = 'Koşullar güncellendi, lütfen yeniden okuyun.';
export const statementLine =
  'Ön bilgilendirme ve satış koşulları {date} tarihinde kabul edildi (sürüm {version}).';
export const statementMissing = 'Bu satış için kayıtlı bir koşul kabulü yok.';
