// `npm run db:generate`: turns associate-api/db/schema.ts into the committed SQL migrations.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './associate-api/db/schema.ts',
  out: './associate-api/db/migrations',
});
