// The database's tables (drizzle), declared once: the server queries and migrates them
// (server/src/db/schema re-exports this for drizzle-kit), and the API contracts derive their
// row schemas from them. Only the server and the contracts import them as values; browser code
// reads them, through the contracts, as types.
export * from './auctions';
export * from './audit';
export * from './auth';
export * from './gallery';
export * from './hall';
export * from './legal';
export * from './live';
export * from './media';
export * from './messaging';
export * from './news';
export * from './pigeons';
export * from './sale-requests';
export * from './settlement';
export * from './site';
export { foldedText, foldSearchText, searchDocument } from './text-search';
export * from './trust';
export * from './users';
