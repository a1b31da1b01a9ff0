// The site area's `live` texts (messages.live; see ../../messages.ts).
export const noPaths = 'Canlı veri yolu belirtilmedi.';
export const tooManyPaths = 'En fazla {max} canlı veri yolu izlenebilir.';
export const invalidPath = 'Geçersiz canlı veri yolu: {path}';
export const tooManyFromAddress = 'Bu adresten çok fazla canlı bağlantı açık.';
export const serverFull = 'Sunucu şu anda daha fazla canlı bağlantı kabul edemiyor.';
/** Shown quietly while live values may be stale. */
export const reconnecting = 'Bağlantı yeniden kuruluyor…';
