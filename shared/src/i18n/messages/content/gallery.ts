// The content area's `gallery` texts (messages.gallery; see ../../messages.ts).
export const title = 'Galeri';
export const empty = 'Galeride fotoğraf bulunamadı';
export const previousPage = 'Önceki sayfa';
export const nextPage = 'Sonraki sayfa';
export const photoNotFound = 'Fotoğraf bulunamadı.';
