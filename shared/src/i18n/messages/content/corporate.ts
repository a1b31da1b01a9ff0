// The content area's `corporate` texts (messages.corporate; see ../../messages.ts).
export const contactButton = 'Bize Ulaşın';
export const aboutLoadFailed = 'Hakkımızda yüklenemedi';
export const termsLoadFailed = 'Kullanım koşulları yüklenemedi';
export const privacyLoadFailed = 'Gizlilik politikası yüklenemedi';
export const cookiesLoadFailed = 'Çerez politikası yüklenemedi';
export const pageLoadFailed = 'Sayfa yüklenemedi.';
export const pageNotFound = 'Sayfa bulunamadı.';
