export * from './auctions';
export * from './auth';
export * from './gallery';
export * from './messaging';
export * from './news';
export * from './pigeons';
export * from './site';
export * from './users';
