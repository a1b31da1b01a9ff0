// A pigeon's race results: the shared rule's refusals (the console and the server say the same),
// the console's table and the auction page's list.
export const title = 'Yarış sonuçları';
export const name = 'Yarış';
export const date = 'Tarih';
export const releasePoint = 'Salım yeri';
export const distance = 'Mesafe (km)';
export const place = 'Derece';
export const basketed = 'Katılan kuş';
export const speed = 'Hız (m/dk)';
export const coefficient = 'Katsayı';
export const placeOf = '{place}. / {basketed} kuş';
export const km = '{km} km';
export const metresPerMinute = '{speed} m/dk';
// The rule's refusals.
export const nameRequired = 'Yarışın adını yazın.';
export const nameTooLong = 'Yarışın adı en çok {max} karakter olabilir.';
export const dateInvalid = 'Tarihi gün, ay, yıl olarak seçin.';
export const dateInFuture = 'Yarış tarihi ileride olamaz.';
export const dateTooOld = 'Yarış tarihi {year} yılından önce olamaz.';
export const releasePointRequired = 'Salım yerini yazın.';
export const releasePointTooLong = 'Salım yeri en çok {max} karakter olabilir.';
export const distanceInvalid =
  'Mesafeyi kilometre olarak yazın (1 ile {max} arası, en çok bir ondalık: 512,4).';
export const placeInvalid = 'Dereceyi pozitif bir tam sayı olarak yazın.';
export const basketedInvalid = 'Katılan kuş sayısını pozitif bir tam sayı olarak yazın.';
export const placeAboveBasketed = 'Derece, katılan kuş sayısından ({basketed}) büyük olamaz.';
export const speedInvalid =
  'Hızı metre/dakika olarak yazın ({min} ile {max} arası, en çok üç ondalık: 1345,678).';
export const speedMismatch =
  'Hız ile mesafe birbirini tutmuyor: bu hızla {km} km {time} sürer. İkisini de kontrol edin.';
export const coefficientInvalid = 'Katsayıyı 0 ile {max} arasında, en çok üç ondalıkla yazın.';
export const tooMany = 'Bir güvercine en çok {max} yarış sonucu girilebilir.';
export const row = '{n}. satır: {problem}';
export const hours = '{h} saat {m} dakika';
export const minutes = '{m} dakika';
// The console.
export const add = 'Sonuç ekle';
export const remove = 'Sonucu sil';
export const save = 'Sonuçları kaydet';
export const saved = 'Yarış sonuçları kaydedildi.';
export const empty = 'Bu güvercin için girilmiş yarış sonucu yok.';
export const consoleHint =
  'En iyi dereceler sitede önce gösterilir. Hız ve katsayı isteğe bağlıdır; ikisi de yarışın sonuç listesinde yazdığı gibi girilir.';
export const auditSummary = '{tag} halkalı güvercinin yarış sonuçları güncellendi ({count} sonuç).';
export const rowTitle = '{n}. sonuç';
// A member's sale request.
export const requestTitle = 'Yarış sonuçları (isteğe bağlı)';
export const requestHint =
  'Güvercinin derecelerini yarışın sonuç listesinde yazdığı gibi girin; talebiniz kabul edilince açık arttırma sayfasında gösterilir.';
export const requestCount = '{count} yarış sonucu';
