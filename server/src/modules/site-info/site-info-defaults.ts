import type { SiteInfo } from '@kanat/shared/contracts';

/** Where the corporate pages are served (files in server/static/kurumsal). */
export const corporatePages = {
  about_us_html_loc: '/static/kurumsal/hakkimizda.html',
  terms_html_loc: '/static/kurumsal/kullanim-kosullari.html',
  privacy_policy_html_loc: '/static/kurumsal/gizlilik-politikasi.html',
  cookie_policy_html_loc: '/static/kurumsal/cerez-politikasi.html',
} as const;

/**
 * Values a fresh installation starts with. They are written only where a key is missing, so
 * staff edits survive restarts; the demo seed replaces the list fields with generated media.
 */
export const defaultSiteInfo: SiteInfo = {
  instagram_name: '@kanatmezat',
  youtube_name: 'Kanat Mezat',
  facebook_name: 'Kanat Mezat',
  telephone: '+90 (212) 555 01 23',
  mail_name: 'iletisim@kanatmezat.com.tr',
  address_name: 'Caferağa Mah. Kuşdili Cad. No: 12, Kadıköy / İstanbul',
  instagram_url: 'https://www.instagram.com/kanatmezat',
  youtube_url: 'https://www.youtube.com/@kanatmezat',
  facebook_url: 'https://www.facebook.com/kanatmezat',
  telephone_url: 'tel:+902125550123',
  mail_url: 'mailto:iletisim@kanatmezat.com.tr',
  address_url: 'https://www.openstreetmap.org/?mlat=40.9903&mlon=29.0265#map=17/40.9903/29.0265',
  address_embed_url:
    'https://www.openstreetmap.org/export/embed.html?bbox=29.0215%2C40.9878%2C29.0315%2C40.9928&layer=mapnik&marker=40.9903%2C29.0265',
  CentaurGames_url: 'https://www.centaurgames.com',
  footer_description:
    'Kanat Mezat, güvercin severleri bir araya getiren çevrim içi açık arttırma platformudur. ' +
    'Açık arttırmalar, grup ihaleler ve güncel haberlerle sporun nabzını buradan tutun.',
  // Filled with the ids of the group and archive root containers once they exist.
  auction_vitrine_id: '',
  auction_archive_id: '',
  users_page_start_serial: '0',
  logo: '/static/brand/logo.svg',
  institute_image: '/static/brand/kurumsal.svg',
  ...corporatePages,
  how_to_bid_step_one_title: 'Üye Olun',
  how_to_bid_step_one:
    'Telefon numaranızla kayıt olun. Başvurunuz ekibimiz tarafından onaylandığında hesabınız ' +
    'teklif vermeye açılır.',
  how_to_bid_step_two_title: 'Açık Arttırmayı Seçin',
  how_to_bid_step_two:
    'Açık arttırmalar ve grup ihaleler arasından ilgilendiğiniz güvercini bulun; fotoğraflarını, ' +
    'kalan süreyi ve son teklifleri inceleyin.',
  how_to_bid_step_three_title: 'Teklifinizi Verin',
  how_to_bid_step_three:
    'En düşük geçerli teklifin üzerinde bir tutar girip onaylayın. Teklifiniz geçildiğinde size ' +
    'haber veririz; süre bittiğinde en yüksek teklif kazanır.',
  how_to_ask_step_one_title: 'Satış Talebi Gönderin',
  how_to_ask_step_one:
    'Hesabım > Satış talepleri sayfasından güvercininizin bilezik numarasını, durumunu, ' +
    'fotoğraflarını ve istediğiniz başlangıç fiyatını gönderin.',
  how_to_ask_step_two_title: 'Güvercininizi Kaydettirin',
  how_to_ask_step_two:
    'Ekibimiz bilezik ve sahiplik bilgilerini doğrular, güvercininizin fotoğraflarını çeker ve ' +
    'katılımcılar listesine ekler.',
  how_to_ask_step_three_title: 'Açık Arttırmaya Çıkın',
  how_to_ask_step_three:
    'Başlangıç fiyatı ve bitiş zamanı belirlenen ilanınız yayına alınır; gelen teklifleri canlı ' +
    'olarak takip edersiniz.',
  label_titles: JSON.stringify([
    {
      title: 'Güvenli Teklif',
      text: 'Her teklif iki aşamalı doğrulama ve cihaz imzasıyla korunur.',
    },
    {
      title: 'Onaylı Yetiştiriciler',
      text: 'Üyelik başvuruları ve satışa çıkan kuşların bilezikleri tek tek kontrol edilir.',
    },
    {
      title: 'Canlı Açık Arttırma',
      text: 'Teklifleri ve kalan süreyi sayfayı yenilemeden anbean takip edin.',
    },
    {
      title: 'Şampiyon Soylar',
      text: 'Dereceli hatlardan yarışçı ve damızlık kuşlar tek adreste.',
    },
  ]),
  slider_pics: JSON.stringify({ full: [], mobile: [] }),
  sponsors: JSON.stringify([]),
};
