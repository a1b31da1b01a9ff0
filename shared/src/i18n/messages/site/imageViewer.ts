// The site area's `imageViewer` texts (messages.imageViewer; see ../../messages.ts).
/** The viewer's accessible name, with the picture's place: 'Resim 2 / 5'. */
export const title = 'Resim {n} / {count}';
export const loadFailed = 'Resim Yüklenemedi';
export const close = 'Kapat';
export const previous = 'Önceki resim';
export const next = 'Sonraki resim';
