// The site area's `staffReason` texts (messages.staffReason; see ../../messages.ts).
export const required = 'Gerekçe yazın (en az {min} karakter).';
export const tooLong = 'Gerekçe en fazla {max} karakter olabilir.';
