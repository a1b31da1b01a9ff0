// The account area's `register` texts (messages.register; see ../../messages.ts).
export const title = 'Kayıt Ol';
export const titleComplete = 'Kaydınızı Tamamlayın';
export const phone = 'Telefon Numarası';
export const password = 'Şifre';
export const passwordAgain = 'Şifre Tekrar';
export const username = 'Kullanıcı Adı';
export const fullName = 'Ad Soyad';
export const dateOfBirth = 'Doğum Tarihi';
export const email = 'E-posta (isteğe bağlı)';
export const province = 'İl';
export const district = 'İlçe';
export const submit = 'Kayıt Ol';
export const haveAccount = 'Zaten hesabınız var mı? Giriş Yapın';
export const mailInvalid = 'Girilen mail adresi geçersiz';
export const dobInvalid = 'Girilen doğum tarihi geçersiz';
export const usernameInvalid = 'Girilen kullanıcı adı geçersiz';
export const phoneInvalid = 'Girilen telefon numarası geçersiz';
export const provinceInvalid = 'Girilen il geçersiz';
export const districtInvalid = 'Girilen ilçe geçersiz';
export const passwordInvalid = 'Girilen şifre geçersiz';
export const mailTaken = 'Bu mail adresi başka bir kullanıcı tarafından kullanılıyor';
export const phoneTaken = 'Bu telefon numarası başka bir kullanıcı tarafından kullanılıyor';
export const usernameTaken = 'Bu kullanıcı adı başka bir kullanıcı tarafından kullanılıyor';
export const alreadyCreated = 'Kullanıcı bilgileri zaten oluşturulmuş';
export const verificationInProgress =
  'Şu anda bir doğrulama işlemi sürüyor, kısa süre sonra tekrar deneyin';
export const mfaError = 'İki faktörlü doğrulama hatası';
export const failed = 'Kayıt başarısız';
export const success = 'Kayıt başarılı';
export const successTitle = 'Başvurunuz Alındı';
export const successText =
  'Kayıt başvurunuz bize ulaştı. Hesabınız yetkililerimiz tarafından onaylandıktan sonra giriş yapabilirsiniz.';
export const successHomeLink = 'Ana Sayfaya Dön';
