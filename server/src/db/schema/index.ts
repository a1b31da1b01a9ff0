// The tables live in @kanat/shared/tables, where the API contracts derive their row schemas
// from them; drizzle-kit (drizzle.config.ts) reads them here.
export * from '@kanat/shared/tables';
