// The auctions area's `participants` texts (messages.participants; see ../../messages.ts).
export const title = 'Katılımcılar';
export const serial = 'Seri No';
export const serialFrom = 'Seri No (büyüktür)';
export const tagNum = 'Künye No';
export const fullName = 'Ad Soyad';
export const country = 'Ülke';
export const city = 'Şehir';
export const active = 'Aktif';
export const state = 'Durum';
export const any = 'Tümü';
export const notFound = 'Katılımcı bulunamadı';
export const loadFailed = 'Katılımcılar yüklenemedi, lütfen sayfayı yenileyin.';
export const tagInvalid = 'Geçersiz istek verisi: tagNum.';
