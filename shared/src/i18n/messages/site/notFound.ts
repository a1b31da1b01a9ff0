// The site area's `notFound` texts (messages.notFound; see ../../messages.ts).
export const title = 'Sayfa Bulunamadı';
export const text = 'Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.';
export const homeLink = 'Ana Sayfaya Dön';
