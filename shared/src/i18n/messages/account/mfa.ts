// The account area's `mfa` texts (messages.mfa; see ../../messages.ts).
export const title = 'Doğrulama Kodu';
export const prompt = '{target} numarasına gönderilen doğrulama kodunu girin.';
export const codeLabel = 'Kod';
export const confirm = 'Onayla';
export const cancel = 'İptal';
export const resend = 'Kodu Tekrar Gönder';
export const resendIn = 'Tekrar gönder ({seconds} sn)';
export const answerNotAccepted = 'Cevap kabul edilmedi.';
export const answerInvalid = 'Cevap geçersiz.';
export const quotaExceeded = 'Kota aşıldı, daha sonra tekrar deneyin';
export const internalError = 'Doğrulama sırasında bir iç hata oluştu.';
export const cancelled = 'İptal edildi';
export const pending = 'Bir doğrulama işlemi devam etmekte, daha sonra tekrar deneyin.';
export const codeNumeric = 'Kod yalnızca rakamlardan oluşmalı.';
