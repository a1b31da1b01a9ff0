import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; the server runs them at start on
// PGlite and PostgreSQL alike, so no database connection is needed here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
