// The account area's `myPigeons` texts (messages.myPigeons; see ../../messages.ts).
export const title = 'Güvercinlerim';
export const empty = 'Kayıtlı güvercininiz bulunmuyor';
export const photo = 'Fotoğraf';
