// A pigeon's sex, year and colour on its auction page, and its DNA sex certificate; kept out
// of the public catalogue's chunk, as the other lazy texts (../index.ts).
export const sex = 'Cinsiyet';
export const male = 'Erkek';
export const female = 'Dişi';
export const unknown = 'Bilinmiyor';
export const year = 'Yılı';
export const colour = 'Renk';
export const dnaVerified = 'DNA ile doğrulanmış';
export const dnaCertificate = 'DNA cinsiyet belgesi';
// The shared rule's refusals (the console's form and the server say the same).
export const sexInvalid = 'Cinsiyet erkek, dişi ya da bilinmiyor olmalı.';
export const colourTooLong = 'Renk en çok {max} karakter olabilir.';
export const colourInvalid = 'Renkte < ve > işaretleri kullanılamaz.';
export const dnaNeedsSex = 'DNA belgesi eklenen güvercinin cinsiyetini seçin (erkek ya da dişi).';
export const slotTwice =
  'Her fotoğraf türü (gövde, açık kanatlar, göz, kuyruk) yalnız bir fotoğrafa verilebilir.';
export const slotsMismatch =
  'Fotoğraf türleri fotoğraflarla eşleşmiyor; sayfayı yenileyip yeniden deneyin.';
// What a photo shows (the photo set a buyer expects).
export const slotBody = 'Gövde';
export const slotWings = 'Açık kanatlar';
export const slotEye = 'Göz';
export const slotTail = 'Kuyruk';
export const slotOther = 'Diğer';
export const slotLabel = 'Fotoğraf türü';
