// A pigeon's sex, year and colour on its auction page, and its DNA sex certificate.
export const sex = 'Cinsiyet';
export const male = 'Erkek';
export const female = 'Dişi';
export const unknown = 'Bilinmiyor';
export const year = 'Yılı';
export const colour = 'Renk';
export const dnaVerified = 'DNA ile doğrulanmış';
export const dnaCertificate = 'DNA cinsiyet belgesi';
