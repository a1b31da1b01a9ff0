// Console texts of the terms a sale is settled on (issue 33), and the server's refusals of
// their calls.
export const adminSettlementMessages = {
  adminSettlement: {
    rateInvalid: 'Oranlar %0 ile %100 arasında, en çok iki ondalıkla yazılmalı.',
    termInvalid: 'Ödeme süresi 1 ile {max} gün arasında olmalı.',
    graceInvalid: 'Ek süre 0 ile 60 gün arasında olmalı.',
    autoFlagInvalid:
      'Otomatik işaretleme 1 ile 20 gecikmiş belge arasında olmalı ya da kapalı kalmalı.',
    ibanInvalid: 'IBAN geçersiz: TR ile başlayan 26 karakterlik bir IBAN yazın.',
    accountNameInvalid: 'Hesap sahibinin adını yazın (en çok 200 karakter).',
    ibanWithoutName: 'IBAN ile birlikte hesap sahibinin adını da yazın.',
    groupNotFound: 'Grup bulunamadı.',
    groupNotFinal: 'Şartlar yalnızca lotları olan bir gruba verilebilir.',
    hallSaleNotFound: 'Canlı mezat bulunamadı.',
    auditSiteTerms:
      'Satış şartları güncellendi (alıcı {premium}, satıcı {commission}, KDV {vat}, {days} gün)',
    auditSaleTerms:
      '{name} için satış şartları: alıcı {premium}, satıcı {commission}, KDV {vat}, {days} gün',
    auditSaleTermsCleared: '{name} sitenin satış şartlarına döndü',
    // The console's page of the site's terms
    pageTitle: 'Satış şartları',
    pageDescription:
      'Her grupta ve canlı mezatta, kendi şartları verilmedikçe geçerli olan komisyonlar, KDV, ödeme süresi ve alıcıların ödeme yapacağı hesap. Teklif verenler bunları teklif vermeden önce görür.',
    ratesTitle: 'Komisyonlar ve KDV',
    buyerPremium: 'Alıcı komisyonu (%)',
    buyerPremiumHint: 'Satış fiyatına eklenir; alıcı öder.',
    sellerCommission: 'Satıcı komisyonu (%)',
    sellerCommissionHint: 'Satış fiyatından düşülür; satıcıya kalanı ödenir.',
    vat: 'Komisyonlara KDV (%)',
    vatHint: 'KDV uygulanmıyorsa 0 yazın.',
    paymentTitle: 'Ödeme',
    paymentTerm: 'Ödeme süresi (gün)',
    graceDays: 'Gecikme için ek süre (gün)',
    autoFlag: 'Otomatik işaretleme (gecikmiş belge sayısı)',
    autoFlagHint: 'Bu kadar belgesi gecikmiş alıcı teklif veremez. Boş bırakılırsa kapalıdır.',
    accountTitle: 'Ödeme hesabı',
    iban: 'IBAN',
    ibanHint: 'Havale ve EFT için; alım belgelerinde yazılır.',
    accountName: 'Hesap sahibi',
    example:
      'Örnek: satış fiyatı 12.500 TL olan bir lot için alıcı {buyer} öder, satıcıya {seller} kalır.',
    save: 'Şartları kaydet',
    saved: 'Satış şartları kaydedildi.',
    // A sale's own terms (group page, hall sale page)
    boxTitle: 'Satış şartları',
    siteTermsApply: 'Sitenin şartları geçerli.',
    ownTermsApply: 'Bu satışa özel şartlar geçerli.',
    summary:
      'Alıcı komisyonu {premium}, satıcı komisyonu {commission}, komisyonlara {vat} KDV, ödeme süresi {days} gün.',
    giveOwnTerms: 'Bu satışa özel şartlar ver',
    changeOwnTerms: 'Şartları değiştir',
    backToSite: 'Sitenin şartlarına dön',
    saveOwnTerms: 'Bu satışın şartlarını kaydet',
    cancelEdit: 'Vazgeç',
    rateTyped: 'Yüzdeyi 0 ile 100 arasında yazın (örneğin 10 ya da 7,5).',
    daysTyped: '{min} ile {max} arasında bir gün sayısı yazın.',
    autoFlagTyped: '1 ile 20 arasında bir sayı yazın ya da boş bırakın.',
  },
} as const;
