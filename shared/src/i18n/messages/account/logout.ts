// The account area's `logout` texts (messages.logout; see ../../messages.ts).
export const success = 'Başarıyla çıkış yapıldı';
export const problem = 'Çıkış yapılırken bir problemle karşılaşıldı';
export const problemDuring = 'Çıkış esnasında bir problem ile karşılaşıldı';
