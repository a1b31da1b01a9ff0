// The account area's `login` texts (messages.login; see ../../messages.ts).
export const title = 'Giriş Yap';
export const submit = 'Giriş Yap';
export const forgotPassword = 'Şifremi Unuttum';
export const noAccount = 'Hesabınız yok mu? Kayıt Olun';
export const phoneInvalid = 'Telefon numarası geçerli değil.';
export const passwordInvalid = 'Şifre geçerli değil.';
export const mailInvalid = 'Mail geçersiz';
export const wrongPassword = 'Şifre Yanlış';
export const phoneNotFound = 'Telefon Numarası bulunamadı';
export const tooManyAttempts = 'Çok fazla başarısız deneme yapıldı.';
export const failed = 'Giriş başarısız. Mail ve şifrenizi kontrol ediniz.';
/** First-flow summary text for every sign-in failure. */
export const credentialsWrong = 'Mail adresiniz veya şifreniz yanlış';
export const registrationIncomplete = 'Kayıt tamamlanmamış';
export const mfaError = 'İki faktör doğrulama hatası.';
export const verificationInProgress =
  'Devam eden bir doğrulama işlemi bulunmakta, birazdan tekrar deneyiniz.';
export const error = 'Bir hata oluştu.';
export const success = 'Giriş başarılı.';
export const accountDisabled = 'Hesabınız henüz onaylanmadı ya da devre dışı bırakıldı.';
