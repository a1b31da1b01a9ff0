// The site area's `request` texts (messages.request; see ../../messages.ts).
export const originRefused = 'İstek reddedildi: geçersiz istek kaynağı.';
export const badPageCursor = 'Geçersiz sayfa imleci.';
export const functionNotFound = 'Fonksiyon bulunamadı.';
export const notFound = 'Bulunamadı.';
export const tooLarge = 'İstek çok büyük.';
export const notJson = 'Desteklenmeyen içerik türü; istek JSON olmalı.';
export const emptyBody = 'İstek gövdesi boş olamaz.';
export const invalidJson = 'İstek gövdesi geçerli bir JSON değil.';
export const invalidLength = 'İstek uzunluğu geçersiz.';
export const invalidCharacters = 'İstek geçersiz karakterler içeriyor.';
export const invalidData = 'Geçersiz istek verisi.';
export const invalidFields = 'Geçersiz istek verisi: {fields}.';
