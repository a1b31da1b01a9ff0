// Turkish texts of pigeons that the public site needs as well as the console: the shared
// pigeon rules (shared/src/rules/pigeon.ts, the browser and the server say the same) and the
// member's sale requests in /hesabim. Part of the browser's catalogue (../messages.ts).
export const pigeonMessages = {
  /** The shared rules (shared/src/rules/pigeon.ts): the browser and the server say the same. */
  pigeonRules: {
    tagRequired: 'Bilezik numarasını yazın.',
    tagInvalid:
      'Bilezik numarası ülke kodu, yıl ve numara olmalı; örneğin TR-2024-123456 (ülke kodu 2-3 harf, yıl 4 haneli, numara en çok 7 hane).',
    tagYear: 'Bilezik yılı {from} ile {to} arasında olmalı.',
    serialInvalid: 'Güvercin numarası 1 ile {max} arasında bir tam sayı olmalı.',
    stateRequired: 'Durumu yazın (örneğin Yarışçı, Damızlık).',
    stateTooLong: 'Durum en çok {max} karakter olabilir.',
    descriptionTooLong: 'Açıklama en çok {max} karakter olabilir.',
    ownerRequired: 'Bir sahip seçin.',
    photosTooMany: 'En çok {max} fotoğraf eklenebilir.',
    photosRequired: 'En az bir fotoğraf ekleyin.',
    photosRange: '{min} ile {max} arasında fotoğraf ekleyin.',
    priceInvalid: 'İstenen başlangıç fiyatı 0 ile {max} TL arasında bir tam sayı olmalı.',
    noteTooLong: 'Kısa tanıtım en çok {max} karakter olabilir.',
    reasonRequired: 'Nedeni yazın (en az {min} karakter).',
    reasonTooLong: 'Neden en çok {max} karakter olabilir.',
  },
  saleRequests: {
    statuses: {
      pending: 'Bekliyor',
      accepted: 'Kabul edildi',
      rejected: 'Reddedildi',
    },
    /** The member's page in /hesabim. */
    member: {
      menu: 'Satış talepleri',
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
    },
    /** The home page's how-to guide. */
    guideLink: 'Satış talebi oluşturun',
  },
} as const;
