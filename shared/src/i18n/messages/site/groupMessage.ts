// The site area's `groupMessage` texts (messages.groupMessage; see ../../messages.ts).
export const channelsRequired = 'En az bir kanal seçin (SMS, e-posta ya da tarayıcı bildirimi).';
export const subjectRequired = 'E-posta için bir konu yazın (en az {min} karakter).';
export const subjectTooLong = 'Konu en fazla {max} karakter olabilir.';
export const textRequired = 'Mesajı yazın (en az {min} karakter).';
export const textTooLong = 'Mesaj en fazla {max} karakter olabilir.';
