// Turkish texts of pages a visitor reaches on purpose (the hall mezat's pages, a sale's terms):
// the same catalogue, but kept out of the public namespace (../messages.ts) and out of each
// app's i18n chunk (I18N_CHUNK in shared/build/build-plugins.js leaves this folder alone), so
// they travel with the code that shows them, not with every app's first page. One export per
// text in each group's module, as in the public catalogue. `i18n/full` includes them.

export * as consents from './account/consents';
export * as erasure from './account/erasure';
export * as privacyRequests from './account/privacyRequests';
export * as calendar from './auctions/calendar';
export * as groupPublish from './auctions/groupPublish';
export * as pedigree from './auctions/pedigree';
export * as pedigreeChart from './auctions/pedigreeChart';
export * as pigeonFacts from './auctions/pigeonFacts';
export * as pigeonVideos from './auctions/pigeonVideos';
export * as raceResults from './auctions/raceResults';
export * as records from './auctions/records';
export * as reservePrice from './auctions/reservePrice';
export * as saleContract from './auctions/saleContract';
export * as hallCatalogue from './hall-sales/hallCatalogue';
export * as hallLive from './hall-sales/hallLive';
export * as memberStatements from './settlement/memberStatements';
export * as saleTerms from './settlement/saleTerms';
export * as settlementConsole from './settlement/settlementConsole';
