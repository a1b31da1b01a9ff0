// The public catalogue's groups, area by area (see ./messages.ts). Group names are unique
// across the areas: a name exported twice would be left out of the namespace.
export * from './messages/account';
export * from './messages/auctions';
export * from './messages/content';
export * from './messages/content-rules';
export * from './messages/hall-floor';
export * from './messages/pigeons';
export * from './messages/site';
export * from './messages/watchlist';
