// The site area's `serverError` texts (messages.serverError; see ../../messages.ts).
export const title = 'Bir Şeyler Yanlış Gitti';
export const text = 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.';
export const homeLink = 'Ana Sayfaya Dön';
