// The content area's `contactMail` texts (messages.contactMail; see ../../messages.ts).
export const subject = 'İletişim formu: {subject}';
export const intro = 'Kanat Mezat iletişim formundan yeni bir mesaj var.';
export const name = 'Ad Soyad';
export const mail = 'E-posta';
export const topic = 'Konu';
export const ip = 'IP adresi';
export const message = 'Mesaj';
export const replyHint = 'Yanıtla dediğinizde cevabınız doğrudan gönderene gider.';
