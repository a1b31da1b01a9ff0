// Turkish texts: auctions part of the one catalogue (composed in ../messages.ts).
// Each group's texts are a module of their own in ./auctions/, one export per text, so that an app
// keeps only the texts it reads (see ../messages.ts).

export * as archive from './auctions/archive';
export * as auctions from './auctions/auctions';
export * as bid from './auctions/bid';
export * as groups from './auctions/groups';
export * as participants from './auctions/participants';
