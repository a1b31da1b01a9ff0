// Turkish texts of running a hall mezat (issue 32): the clerk's lease and actions, the online
// bid's refusals, the calls everyone sees, the audit lines. Group `hallFloor` of the public
// catalogue (the online page shows the refusals and the calls).
export const hallFloor = {
  saleNotFound: 'Canlı mezat bulunamadı.',
  lotNotFound: 'Bu mezatta böyle bir lot yok.',
  /** Another clerk's lease is live and the caller did not take it over on purpose. */
  leaseHeld:
    'Bu mezatı şu anda {name} yönetiyor. Devralmak için "Yönetimi devral" seçeneğini kullanın.',
  /** The caller's lease is gone: expired, released or taken over. */
  leaseLost:
    'Bu mezatın yönetimi artık sizde değil (süresi doldu ya da başka bir görevli devraldı). Yönetimi yeniden alın.',
  saleNotScheduled: 'Yalnızca yayımlanmış ve henüz başlamamış bir mezat başlatılabilir.',
  saleNotRunning: 'Mezat şu anda sürmüyor.',
  saleEnded: 'Bu mezat sona erdi.',
  lotOnBlock: 'Önce sıradaki lotu satın ya da satılmadı olarak kapatın.',
  lotNotWaiting: 'Bu lot açılamaz: sırası geçti ya da geri çekildi.',
  lotNotOpen: 'Bu lot şu anda satışta değil.',
  /** A bid at a price that is no longer the asking price. */
  tooLate: 'Teklifiniz geç kaldı: fiyat değişti. Şimdiki istenen fiyat {asking}.',
  /** Sell or pass pressed on a state the clerk had not seen. */
  versionChanged:
    'Bu arada yeni bir teklif geldi ya da lot değişti; güncel duruma bakıp yeniden deneyin.',
  buyerPaddleRequired: 'Salondaki alıcının kart numarasını girin.',
  noStandingBid: 'Teklif olmadan lot satılamaz; satılmadı olarak kapatabilirsiniz.',
  alreadySold: 'Bu lot zaten {price} bedelle satıldı.',
  alreadyPassed: 'Bu lot satılmadı olarak kapatıldı.',
  nothingToUndo: 'Geri alınacak teklif yok.',
  paddleInvalid: 'Kart numarası 1-8 harf ya da rakam olmalıdır.',
  stepInvalid: 'Artış miktarı {min} ile {max} arasında tam bir tutar olmalıdır.',
  ownPigeon: 'Kendi güvercininize teklif veremezsiniz.',
  alreadyLeading: 'Bu lotta en yüksek teklif zaten sizin.',
  /** Calls everyone sees (the room's screen, the online page). */
  calls: {
    opened: 'Lot {position} açıldı: {tagNum}, başlangıç {price}',
    warning: 'Satıyorum… {price}',
    sold: 'Sattım! {price}',
    passed: 'Satılmadı.',
    undo: 'Düzeltme: {price} teklifi geri alındı ({reason})',
    step: 'Artış {step} oldu',
    stepDefault: 'Artış varsayılan kurala döndü',
  },
  /** Who leads, as the screens say it. */
  leader: {
    floor: 'Salonda',
    online: 'İnternette',
  },
  /** The notice of a lot won in a hall mezat (payload name). */
  wonName: '{title}, lot {position} ({tagNum})',
  audit: {
    leaseTakeOver: 'Canlı mezat yönetimi devralındı: {title} (önceki görevli: {name})',
    start: 'Canlı mezat başlatıldı: {title}',
    end: 'Canlı mezat bitirildi: {title}',
    open: 'Lot {position} açıldı: {title}',
    floorBid: 'Salondan teklif: lot {position}, {price}',
    floorBidPaddle: 'Salondan teklif: lot {position}, {price} (kart {paddle})',
    step: 'Lot {position} artış miktarı: {step}',
    warn: 'Satıyorum: lot {position}, {price}',
    sell: 'Sattım: lot {position}, {price}, alıcı {buyer}',
    pass: 'Satılmadı: lot {position}',
    undo: 'Teklif geri alındı: lot {position}, {price} ({reason})',
  },
  paddleBuyer: 'kart {paddle}',
  floorBuyer: 'salon',
  defaultStep: 'varsayılan',
} as const;
