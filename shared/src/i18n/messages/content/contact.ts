// The content area's `contact` texts (messages.contact; see ../../messages.ts).
export const title = 'İletişim';
export const formTitle = 'Bize Yazın';
export const name = 'Adınız Soyadınız';
export const email = 'Mail Adresiniz';
export const subject = 'Konu';
export const message = 'Mesajınız';
export const submit = 'Gönder';
export const phone = 'Telefon';
export const mail = 'E-posta';
export const address = 'Adres';
export const socialMedia = 'Sosyal Medya';
export const map = 'Harita';
export const nameEmpty = 'İsim boş olamaz';
export const mailInvalid = 'Mail adresi geçersiz.';
export const subjectEmpty = 'Konu boş olamaz.';
export const messageEmpty = 'Mesaj boş olamaz';
export const sent = 'Mesaj gönderildi';
export const queued =
  'Mesajınız alındı; e-posta sunucusuna ulaşılamadı, en kısa sürede iletilecek.';
export const failed = 'Mesaj gönderilemedi.';
export const rateLimited = 'Çok fazla mesaj gönderdiniz, lütfen daha sonra tekrar deneyin.';
