// The account area's `reset` texts (messages.reset; see ../../messages.ts).
export const requestTitle = 'Şifremi Unuttum';
export const requestText = 'Telefon numaranızı girin, size bir doğrulama kodu gönderelim.';
export const requestSubmit = 'Kod Gönder';
/**
 * The seed showed 'invalid e-mail address' here although the field is a phone number;
 * users read the phone wording.
 */
export const requestPhoneInvalid = 'Geçersiz telefon numarası';
export const phoneNotFound = 'Telefon numarası bulunamadı.';
export const linkSent = 'Şifre yenileme bağlantınız hazır.';
export const title = 'Şifre Yenile';
export const newPassword = 'Yeni Şifre';
export const newPasswordAgain = 'Yeni Şifre Tekrar';
export const submit = 'Şifremi Yenile';
export const checkingLink = 'Bağlantı kontrol ediliyor...';
export const linkExpired = 'Bu linkin süresi geçmiş.';
export const linkFaulty = 'Bu linkte bir problem var.';
export const passwordsDontMatch = 'Şifreler uyuşmuyor.';
export const invalidPassword = 'Geçersiz şifre';
export const success = 'Şifreniz Sıfırlandı.';
