// The site area's `validation` texts (messages.validation; see ../../messages.ts).
export const phoneInvalid = 'Telefon numarası hatalı, +905xxxxxxxxx biçiminde olmalı';
export const passwordTooShort = 'Şifreniz en az altı karakter uzunluğunda olmalı';
export const passwordsDontMatch = 'Şifreler uyuşmuyor';
export const newPasswordInvalid = 'Geçersiz şifre';
export const newPasswordHint = 'En az 8 karakter; harf, rakam ve en az bir büyük harf içermeli.';
export const newPasswordsDontMatch = 'Şifreler uyuşmuyor.';
export const passwordTooCommon =
  'Bu şifre çok yaygın, kolayca tahmin edilebilir. Lütfen başka bir şifre seçin.';
export const usernameInvalid = 'Girilen kullanıcı adı geçersiz';
export const usernameHint = '4-12 karakter; harf, rakam, alt çizgi, nokta ve tire kullanılabilir.';
export const fullNameInvalid = 'Ad soyad geçersiz';
export const mailInvalid = 'Mail adresi geçerli değil';
export const dobInvalid = 'Doğum tarihi geçersiz';
export const provinceInvalid = 'İl geçersiz';
export const districtInvalid = 'İlçe geçersiz';
export const required = 'Bu alan boş bırakılamaz';
