// The site area's `nav` texts (messages.nav; see ../../messages.ts).
export const home = 'Ana Sayfa';
export const auctionsMenu = 'Açık Arttırmalar';
export const openAuctions = 'Açık Arttırmalar';
export const groupAuctions = 'Grup İhaleler';
export const archive = 'Arşiv';
export const participants = 'Katılımcılar';
/** The hall mezat's sales (/canli-mezat): no navbar entry (SPEC), linked from the auctions page. */
export const hallSales = 'Canlı mezatlar';
/** The records page (/rekorlar): no navbar entry either, linked from the archive. */
export const records = 'Rekorlar';
/** The calendar (/takvim): linked from the group auctions and the hall mezats. */
export const calendar = 'Yaklaşan mezatlar';
export const gallery = 'Galeri';
export const news = 'Haberler';
export const corporate = 'Kurumsal';
export const about = 'Hakkımızda';
export const terms = 'Kullanım Koşulları';
export const privacy = 'Gizlilik Politikası';
export const notice = 'Aydınlatma Metni';
export const cookies = 'Çerez Politikası';
export const marketing = 'Ticari İleti Onayı';
export const saleContract = 'Ön Bilgilendirme ve Satış Koşulları';
export const contact = 'İletişim';
export const register = 'Kayıt Ol';
export const login = 'Giriş Yap';
export const registrationIncomplete = 'Kayıt tamamlanmadı';
export const myBids = 'Tekliflerim';
export const myPigeons = 'Güvercinlerim';
export const myDetails = 'Bilgilerim';
export const logout = 'Çıkış Yap';
export const logoutConfirm = 'Hesabınızdan çıkış yapmak istiyor musunuz?';
export const openMenu = 'Menüyü aç';
export const closeMenu = 'Menüyü kapat';
/** The operations console's entry in the account menus (staff only). */
export const console = 'Yönetim';
