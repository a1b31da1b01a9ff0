// The pigeons area's `saleRequests` texts (messages.saleRequests; see ../../messages.ts).
export const statuses = {
  pending: 'Bekliyor',
  accepted: 'Kabul edildi',
  rejected: 'Reddedildi',
} as const;
/** The member's page in the account menus; a text of its own, so a menu keeps only it. */
export const menu = 'Satış talepleri';
/** The member's page in /hesabim. */
export const member = {
  menu,
  title: 'Satış talepleri',
  intro:
    'Güvercininizi açık arttırmaya çıkarmak için bilgilerini ve fotoğraflarını gönderin. Ekibimiz inceleyip size SMS ile dönüş yapar.',
  create: 'Satış talebi oluştur',
  formTitle: 'Yeni satış talebi',
  tag: 'Bilezik numarası',
  tagHint: 'Örnek: TR-2024-123456',
  state: 'Durum',
  stateHint: 'Örneğin Yarışçı, Damızlık.',
  description: 'Açıklama',
  descriptionHint: 'Soyu, derecesi ve bilmemiz gerekenler.',
  wishedPrice: 'İstenen başlangıç fiyatı (TL)',
  photos: 'Fotoğraflar ({min}-{max})',
  photosHint: 'İlk fotoğraf kapak olur.',
  addPhotos: 'Fotoğraf ekle',
  uploading: 'Yükleniyor…',
  removePhoto: 'Fotoğrafı kaldır',
  moveEarlier: 'Öne al',
  cover: 'Kapak',
  send: 'Talebi gönder',
  sending: 'Gönderiliyor…',
  sent: 'Talebiniz alındı. Kararımızı SMS ile bildireceğiz.',
  cancel: 'Vazgeç',
  empty: 'Henüz satış talebiniz yok.',
  loadFailed: 'Satış talepleriniz yüklenemedi.',
  sentOn: 'Gönderildi: {date}',
  reason: 'Neden: {reason}',
  pigeonSerial: 'Güvercin no: {serial}',
  wishedPriceLine: 'İstenen başlangıç: {price}',
  photoCount: '{count} fotoğraf',
} as const;
/** The home page's how-to guide. */
export const guideLink = 'Satış talebi oluşturun';
