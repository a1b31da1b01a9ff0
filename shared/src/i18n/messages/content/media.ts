// The content area's `media` texts (messages.media; see ../../messages.ts).
export const imageUnreadable = 'Resim okunamadı; JPEG, PNG, WebP ya da GIF yükleyin.';
export const imageFailed = 'Resim işlenemedi.';
export const tooLarge = 'Dosya en fazla {mb} MB olabilir.';
export const empty = 'Dosya boş.';
export const badData = 'Dosya verisi okunamadı.';
export const documentUnreadable = 'Belge okunamadı; PDF ya da resim (JPEG, PNG, WebP) yükleyin.';
export const tooMany = 'Çok fazla dosya yüklendi; biraz sonra yeniden deneyin.';
export const purposeRefused = 'Bu tür dosyayı yükleme yetkiniz yok.';
export const unknownFile = 'Yüklenen dosya bulunamadı; yeniden yükleyin.';
export const wrongPurpose = 'Bu dosya burada kullanılamaz; yeniden yükleyin.';
export const alreadyUsed = 'Bu dosya başka bir kayıtta kullanılıyor; yeniden yükleyin.';
export const uploadFailed = 'Dosya yüklenemedi.';
/** /img/<width>/<path>: no such picture, or a width or path the server does not make. */
export const imageNotFound = 'Resim bulunamadı.';
