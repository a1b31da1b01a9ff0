// The pigeons area's `pigeonRules` texts (messages.pigeonRules; see ../../messages.ts).
export const tagRequired = 'Bilezik numarasını yazın.';
export const tagInvalid =
  'Bilezik numarası ülke kodu, yıl ve numara olmalı; örneğin TR-2024-123456 (ülke kodu 2-3 harf, yıl 4 haneli, numara en çok 7 hane).';
export const tagYear = 'Bilezik yılı {from} ile {to} arasında olmalı.';
export const serialInvalid = 'Güvercin numarası 1 ile {max} arasında bir tam sayı olmalı.';
export const stateRequired = 'Durumu yazın (örneğin Yarışçı, Damızlık).';
export const stateTooLong = 'Durum en çok {max} karakter olabilir.';
export const nameTooLong = 'Ad en çok {max} karakter olabilir.';
export const nameInvalid = 'Adda < ve > işaretleri kullanılamaz.';
export const descriptionTooLong = 'Açıklama en çok {max} karakter olabilir.';
export const ownerRequired = 'Bir sahip seçin.';
export const photosTooMany = 'En çok {max} fotoğraf eklenebilir.';
export const photosRequired = 'En az bir fotoğraf ekleyin.';
export const photosRange = '{min} ile {max} arasında fotoğraf ekleyin.';
export const priceInvalid = 'İstenen başlangıç fiyatı 0 ile {max} TL arasında bir tam sayı olmalı.';
export const noteTooLong = 'Kısa tanıtım en çok {max} karakter olabilir.';
export const reasonRequired = 'Nedeni yazın (en az {min} karakter).';
export const reasonTooLong = 'Neden en çok {max} karakter olabilir.';
