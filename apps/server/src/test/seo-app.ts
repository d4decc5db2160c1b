// The app the SEO tests read pages from: the web app's server entry loaded from its source (as in
// ssr.test.ts, so storefront pages are rendered), a built index.html of our own, the mini catalogue.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { catalogChanged } from '../lib/catalog-events';
import type { SsrEntry } from '../modules/ssr/ssr.page';
import { createTestDatabase, migratedPgliteFor } from './app';
import { seedMiniCatalogue } from './mini-catalogue';

export const PUBLIC_URL = 'https://granite.example';
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Built-in description."
    />
    <title>Granite Marketplace</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>
`;

// A path in a variable: the server's type check does not follow it into the web app's sources.
const WEB_ENTRY = '../../../web/src/entry-server.tsx';

export type SeoTestApp = {
  app: FastifyInstance;
  config: Config;
  cat: Awaited<ReturnType<typeof seedMiniCatalogue>>;
  close(): Promise<void>;
};

/** `name` keeps each file's data directory and first administrator apart. */
export async function createSeoTestApp(name: string): Promise<SeoTestApp> {
  const database = await createTestDatabase({ migrated: true });
  const dataDir = mkdtempSync(join(tmpdir(), `granite-${name}-`));
  const webDist = join(dataDir, 'web');
  mkdirSync(webDist);
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      SEED: 'none',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PUBLIC_URL,
      ADMIN_EMAIL: `${name}-admin@example.com`,
      ADMIN_PASSWORD: 'Granite-Slab-2024',
    }),
    databaseUrl: database.url,
    inMemoryDb: !database.url,
    webDist,
  };
  const ssrEntry = (await import(/* @vite-ignore */ WEB_ENTRY)) as SsrEntry;
  const copied = await migratedPgliteFor(config);
  const app = await buildApp(config, { ssrEntry, ...(copied ? { database: copied } : {}) });
  const cat = await seedMiniCatalogue(app.deps.db);
  catalogChanged(app.deps);
  return {
    app,
    config,
    cat,
    async close() {
      await app.close();
      // An app closes only a database it opened itself.
      await copied?.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
