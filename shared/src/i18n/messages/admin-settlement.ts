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
  },
} as const;
