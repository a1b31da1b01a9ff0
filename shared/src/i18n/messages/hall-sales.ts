// Turkish texts: the hall mezat's public part of the one catalogue (composed in ../messages.ts).
// Each group's texts are a module of their own in ./hall-sales/, one export per text, so that an
// app keeps only the texts it reads (see ../messages.ts).
export * as hallCatalogue from './hall-sales/hallCatalogue';
export * as hallLive from './hall-sales/hallLive';
