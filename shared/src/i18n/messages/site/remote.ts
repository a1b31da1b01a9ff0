// The site area's `remote` texts (messages.remote; see ../../messages.ts).
export const failed = 'Bu bölüm şu anda yüklenemedi.';
export const failedHint = 'Sitenin diğer bölümlerini kullanmaya devam edebilirsiniz.';
export const retry = 'Tekrar Dene';
