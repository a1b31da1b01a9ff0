// The account area's `auth` texts (messages.auth; see ../../messages.ts).
export const phone = 'Telefon Numarası';
export const phonePlaceholder = '+905xxxxxxxxx';
export const password = 'Şifre';
export const passwordAgain = 'Şifre Tekrar';
export const missingPhone = 'Hesabınızda kayıtlı telefon numarası bulunamadı.';
export const noMailForPasswordChange = 'Hesabınızda kayıtlı mail adresi bulunamadı.';
export const keySignatureFailed = 'Cihaz imzası doğrulanamadı.';
export const sessionExpired = 'Oturumunuzun süresi doldu, lütfen tekrar giriş yapın.';
