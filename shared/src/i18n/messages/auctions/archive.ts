// The auctions area's `archive` texts (messages.archive; see ../../messages.ts).
export const title = 'Arşiv';
export const label = 'Arşiv';
export const notFound = 'Arşiv bulunamadı';
