// Turkish texts: the settlement's public part of the one catalogue (composed in ../messages.ts).
// Each group's texts are a module of their own in ./settlement/, one export per text, so that an
// app keeps only the texts it reads (see ../messages.ts).
export * as saleTerms from './settlement/saleTerms';
