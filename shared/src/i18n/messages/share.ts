// Turkish texts of what the server writes for link previews and search engines:
// page descriptions, the auction preview picture, the JSON-LD. Server only (../full.ts). The
// page titles are public texts (site/documentTitle.ts): the browser sets them too.
import * as documentTitle from './site/documentTitle';

export const shareMessages = {
  share: {
    siteName: documentTitle.siteName,
    siteDescription:
      'Kanat Mezat: güvercin severlerin çevrim içi açık arttırma sitesi. Canlı açık arttırmalar, Grup İhaleler, haberler ve galeri.',
    /** The line under the name on the site's preview card. */
    siteTagline: 'Güvercin severlerin çevrim içi açık arttırma sitesi',
    auctionsDescription:
      'Kanat Mezat’ta süren güvercin açık arttırmaları: güncel fiyatlar, kalan süreler ve teklifler.',
    groupsDescription: 'Kanat Mezat Grup İhaleler: bir arada satışa çıkan güvercinler.',
    archiveDescription: 'Kanat Mezat’ta sona eren Grup İhalelerin arşivi ve sonuçları.',
    participantsDescription: 'Kanat Mezat’ta güvercinleri satışa çıkan katılımcılar.',
    hallSalesDescription:
      'Kanat Mezat canlı mezatları: salondaki güvercin mezatlarının kataloğu, canlı yayını ve internetten teklif.',
    recordsDescription:
      'Kanat Mezat rekorları ve satış raporları: güvercinlere ödenen en yüksek fiyatlar, sona eren grupların toplamları.',
    calendarDescription:
      'Kanat Mezat takvimi: yaklaşan Grup İhaleler ve salon mezatları, tarihleri, yerleri ve kuş sayılarıyla.',
    newsDescription: 'Güvercin dünyasından haberler ve Kanat Mezat duyuruları.',
    galleryDescription: 'Kanat Mezat galerisi: güvercinlerden ve yarışlardan kareler.',
    contactDescription: 'Kanat Mezat ile iletişim: telefon, e-posta, adres ve iletişim formu.',
    corporateDescription: '{page}: Kanat Mezat kurumsal bilgileri.',
    noticeDescription: 'Kanat Mezat kişisel verilerin işlenmesine ilişkin aydınlatma metni (KVKK).',
    saleContractDescription:
      'Kanat Mezat ön bilgilendirme formu ve satış koşulları: teklif vermeden önce kabul edilen metin.',
    marketingDescription:
      'Kanat Mezat ticari elektronik ileti onay metni: SMS ve e-posta ile duyuru izni.',
    notFoundDescription: 'Aradığınız sayfa bulunamadı.',
    auctionRunning: '{name} açık arttırması. Güncel fiyat: {price}. Bitiş: {end}.',
    auctionEnded: '{name} açık arttırması {end} tarihinde sona erdi. Son fiyat: {price}.',
    auctionCancelled: '{name} açık arttırması iptal edildi.',
    pigeonLine: 'Bilezik no: {tag}. Sahibi: {owner}.',
    group: '{name}: {count} açık arttırma, {bids} teklif, toplam {amount}.',
    archiveGroup: 'Arşiv: {name}. {count} açık arttırma, {bids} teklif, toplam {amount}.',
    /** A hall sale's page, by its state. */
    hallSaleScheduled:
      '{name}: {start} tarihinde {place} salonunda canlı mezat, {count} güvercin. İnternetten de teklif verilebilir.',
    hallSaleRunning:
      '{name}: {place} salonunda şu an süren canlı mezat, {count} güvercin. Canlı izleyin, internetten teklif verin.',
    hallSaleEnded:
      '{name}: {start} tarihinde {place} salonunda yapılan canlı mezat, {count} güvercin. Sonuçlar ve katalog.',
    /** The price line of an auction's preview picture. */
    previewPrice: 'Güncel fiyat: {price}',
    previewFinalPrice: 'Son fiyat: {price}',
    previewEnd: 'Bitiş: {end}',
  },
} as const;
