// What every service receives (docs/architecture.md, Layering: services are
// plain functions of (deps, actor, input)).
// Kept apart from app.ts so no module imports the app that registers it (no import circle).
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Mailer } from './modules/mail/mail.service';
import type { MediaStorage } from './modules/media/storage';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  storage: MediaStorage;
  mail: Mailer;
};
