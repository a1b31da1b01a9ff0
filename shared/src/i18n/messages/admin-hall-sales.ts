// Console texts of the hall mezat's sales and lots (canlı mezat), and the server's refusals of
// the hall sales' calls (staff and members' absentee maximums).
export const adminHallSalesMessages = {
  adminHallSales: {
    // Refusals of the console's calls
    saleNotFound: 'Canlı mezat bulunamadı.',
    lotNotFound: 'Lot bulunamadı.',
    titleRequired: 'Mezatın adını yazın (en çok {max} karakter).',
    placeRequired: 'Mezatın yerini yazın (en çok {max} karakter).',
    startsInPast: 'Başlangıç zamanı gelecekte olmalı.',
    notEditable: 'Bu mezat başladı ya da bitti; artık değiştirilemez.',
    notDraft: 'Yalnızca taslak bir mezat yayımlanabilir.',
    noLots: 'Yayımlamak için mezata en az bir lot ekleyin.',
    tooManyLots: 'Bir mezatta en çok {max} lot olabilir.',
    priceInvalid: 'Açılış fiyatı 1 ile {max} TL arasında tam bir sayı olmalı.',
    pigeonNotFound: 'Güvercin bulunamadı.',
    pigeonInactive: '{tag} bilezikli güvercin pasif; mezata çıkamaz.',
    pigeonTwice: '{tag} bilezikli güvercin listede iki kez var.',
    pigeonInAuction: '{tag} bilezikli güvercin şu an bir açık arttırmada.',
    pigeonInHallSale: '{tag} bilezikli güvercin bitmemiş bir canlı mezatta ({title}).',
    lotNotWaiting: 'Yalnızca sırasını bekleyen bir lot değiştirilebilir ya da geri çekilebilir.',
    positionInvalid: 'Sıra 1 ile {max} arasında olmalı.',
    reorderClosed: 'Sıra yalnızca mezat başlamadan değiştirilebilir.',
    nothingToSave: 'Değişecek bir şey yok.',
    // Audit summaries
    auditCreate: 'Canlı mezat oluşturuldu: {title}',
    auditUpdate: 'Canlı mezat düzenlendi: {title}',
    auditPublish: 'Canlı mezat yayımlandı: {title}',
    auditLotsAdd: '{title} mezatına {count} lot eklendi',
    auditLotSave: '{title} mezatının {position}. lotu düzenlendi ({tag})',
    auditLotWithdraw: '{title} mezatından lot geri çekildi ({tag})',
    // Members' absentee maximums
    absenteeLotClosed: 'Bu lot için gıyabi teklif süresi geçti: lot açıldı ya da kapandı.',
    absenteeTooLow: 'Azami teklif en az açılış fiyatı kadar olmalı ({amount}).',
    absenteeTooHigh: 'Azami teklif en çok {amount} olabilir.',
    absenteeOwnPigeon: 'Kendi güvercininize teklif veremezsiniz.',
    absenteeRateLimited: 'Çok sık işlem yaptınız. Lütfen biraz sonra tekrar deneyin.',
  },
} as const;
