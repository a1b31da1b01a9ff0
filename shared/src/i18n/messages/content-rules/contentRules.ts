// The content-rules area's `contentRules` texts (messages.contentRules; see ../../messages.ts).
export const urlInvalid = '{field} https:// ile başlayan geçerli bir adres olmalı.';
export const telInvalid =
  '{field} aranabilir bir numara olmalı, ör. 0212 555 01 23 ya da +90 212 555 01 23.';
export const mailInvalid = '{field} geçerli bir e-posta adresi olmalı, ör. bilgi@ornek.com.';
export const textTooLong = '{field} en fazla {max} karakter olabilir.';
export const required = '{field} boş bırakılamaz.';
export const numberInvalid = '{field} bir tam sayı olmalı.';
export const labelIncomplete =
  'Tanıtım başlıklarının {index}. satırında başlık ve metin birlikte gerekli.';
export const sponsorIncomplete = '{index}. sponsorun adı ve resmi gerekli.';
export const sponsorUrlInvalid = '{index}. sponsorun bağlantısı https:// ile başlamalı.';
/** Field names as the form shows them (also in the server's messages). */
export const fields = {
  telephone: 'Telefon',
  telephone_url: 'Telefon bağlantısı',
  mail_name: 'E-posta',
  mail_url: 'E-posta bağlantısı',
  address_name: 'Adres',
  address_url: 'Harita bağlantısı (isteğe bağlı)',
  address_embed_url: 'Gömülü harita adresi',
  instagram_name: 'Instagram adı',
  instagram_url: 'Instagram adresi',
  youtube_name: 'YouTube adı',
  youtube_url: 'YouTube adresi',
  facebook_name: 'Facebook adı',
  facebook_url: 'Facebook adresi',
  footer_description: 'Alt bilgi metni',
  how_to_bid_step_one_title: 'Teklif rehberi 1. adım başlığı',
  how_to_bid_step_one: 'Teklif rehberi 1. adım',
  how_to_bid_step_two_title: 'Teklif rehberi 2. adım başlığı',
  how_to_bid_step_two: 'Teklif rehberi 2. adım',
  how_to_bid_step_three_title: 'Teklif rehberi 3. adım başlığı',
  how_to_bid_step_three: 'Teklif rehberi 3. adım',
  how_to_ask_step_one_title: 'Satış rehberi 1. adım başlığı',
  how_to_ask_step_one: 'Satış rehberi 1. adım',
  how_to_ask_step_two_title: 'Satış rehberi 2. adım başlığı',
  how_to_ask_step_two: 'Satış rehberi 2. adım',
  how_to_ask_step_three_title: 'Satış rehberi 3. adım başlığı',
  how_to_ask_step_three: 'Satış rehberi 3. adım',
  auction_vitrine_id: 'Grup İhaleler klasörü',
  auction_archive_id: 'Arşiv klasörü',
  users_page_start_serial: 'Katılımcılar listesinin başladığı güvercin numarası',
  CentaurGames_url: 'Geliştirici bağlantısı',
  logo: 'Logo',
  institute: 'Kurumsal resim',
  sliderFull: 'Kayan resimler (geniş ekran)',
  sliderMobile: 'Kayan resimler (telefon)',
  sponsorImage: 'Sponsor resmi',
} as const;
