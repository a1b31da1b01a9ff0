// The site area's `footer` texts (messages.footer; see ../../messages.ts).
export const quickLinks = 'Hızlı Linkler';
export const contact = 'İletişim';
export const socialMedia = 'Sosyal Medya';
export const facebook = 'Facebook';
export const instagram = 'Instagram';
export const youtube = 'YouTube';
export const phone = 'Telefon';
export const mail = 'E-posta';
export const address = 'Adres';
export const legal = 'Yasal';
export const copyright = '© {year} Tüm hakları saklıdır.';
export const credit = 'Tasarım ve yazılım: {agency}';
