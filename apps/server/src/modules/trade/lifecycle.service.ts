// The quote lifecycle of D17, every transition checked here: pending → forwarded (an admin, or at
// submission while auto-forward is on) or closed; forwarded → responded (the manufacturer's first
// reply; revisions until accepted, all kept); responded → accepted (an order, D18; the group's other
// requests not chosen) or declined; an admin closes anything not accepted. Each step tells the other
// side (notifications: in the app and by e-mail, in the writing transaction).
// This file holds what the steps share (links, notices, the auto-forward setting); the steps are in
// admin-requests.service.ts, replies.service.ts and decisions.service.ts.
import type { QuoteSettings, UpdateQuoteSettings } from '@granite/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { msg, sqftText } from '../../lib/i18n';
import { recordChange } from '../activity/activity.service';
import { readSetting, writeSetting } from '../content/content.service';
import {
  type NotifyDeps,
  notifyAdmins,
  notifyManufacturer,
  sendMail,
} from '../notifications/notifications.service';
import type { Executor } from './lifecycle.queries';
import { crossing } from './masking';
import type { QuoteRequestRow } from './views';

export type LifecycleDeps = Pick<AppDeps, 'db' | 'mail' | 'config'>;

export const notifyDeps = (deps: LifecycleDeps, tx: Executor): NotifyDeps => ({
  db: tx,
  mail: deps.mail,
  config: deps.config,
});

/** Where each side reads a request (the e-mails carry these as absolute links). */
export const LINKS = {
  buyer: (requestId: number) => `/dashboard?tab=quotes&request=${requestId}`,
  vendor: (requestId: number) => `/vendor/quotes/${requestId}`,
  manufacturerOrder: (orderId: number) => `/vendor/orders?order=${orderId}`,
  admin: (requestId: number) => `/admin/quote-requests?id=${requestId}`,
};

export const sqft = (n: number) => `${n.toLocaleString('en-IN')} sq.ft`;

/** D17: the admin's auto-forward setting, kept in site_settings under 'quotes'. */
const QUOTE_SETTINGS_KEY = 'quotes';

async function readQuoteSettings(
  db: Executor,
): Promise<{ autoForward: boolean; version: number; updatedAt: Date | null }> {
  const stored = await readSetting(db, QUOTE_SETTINGS_KEY);
  const value = stored.value as { autoForward?: unknown } | null;
  return { autoForward: value?.autoForward === true, version: stored.version, updatedAt: stored.updatedAt };
}

/** Whether new requests go straight to the manufacturer (the admin's auto-forward setting). */
export async function autoForwardOn(db: Executor): Promise<boolean> {
  return (await readQuoteSettings(db)).autoForward;
}

/**
 * Tells whom new requests concern, in the submitting transaction: each manufacturer when they were
 * forwarded at once, the admins otherwise (they forward or close them, D17).
 */
export async function announceSubmitted(deps: LifecycleDeps, tx: Executor, rows: QuoteRequestRow[]) {
  const n = notifyDeps(deps, tx);
  for (const row of rows) {
    if (row.status === 'forwarded') await tellManufacturerForwarded(n, row);
    else {
      await notifyAdmins(n, {
        kind: 'quote_submitted',
        title: `New quote request #${row.id}: ${row.productName}`,
        body: `${row.customerName} asks ${row.vendorName} for ${sqft(row.quantitySqft)} delivered to ${row.deliveryCity}. Forward it to the manufacturer or close it.`,
        link: LINKS.admin(row.id),
      });
    }
  }
}

export async function tellManufacturerForwarded(n: NotifyDeps, row: QuoteRequestRow) {
  if (row.vendorId === null) return;
  await notifyManufacturer(n, row.vendorId, {
    kind: 'quote_forwarded',
    title: msg('New quote request: {product}', { product: row.productName }),
    body: msg(
      '{buyer} asks for {quantity} of {product} ({quality}, {type}) delivered to {city} {pin}. Buyers compare the replies they get: answer soon to be in the comparison.',
      {
        buyer: crossing(row.customerName, row),
        quantity: sqftText(row.quantitySqft),
        product: row.productName,
        quality: row.materialQuality,
        type: row.productType,
        city: row.deliveryCity,
        pin: row.deliveryPin,
      },
    ),
    link: LINKS.vendor(row.id),
  });
}

/**
 * D31: a signed-out visitor's request has no account to notify: its address is told that a reply
 * came. Only the link's hash is stored, so the e-mail points to the confirmation e-mail's link.
 */
export async function tellVisitorReplied(
  deps: LifecycleDeps,
  tx: Executor,
  row: QuoteRequestRow,
  first: boolean,
): Promise<void> {
  if (!row.email || row.emailConfirmedAt === null) return;
  await sendMail(
    deps,
    'quote_visitor_replied',
    {
      customerName: row.customerName,
      manufacturer: row.vendorName,
      product: row.productName,
      first,
      signInUrl: `${deps.config.publicUrl}/login`,
    },
    { address: row.email, name: row.customerName },
    { db: tx },
  );
}

export async function getQuoteSettings(deps: LifecycleDeps, actor: Actor | null): Promise<QuoteSettings> {
  assertRole(actor, 'admin');
  const s = await readQuoteSettings(deps.db);
  return { autoForward: s.autoForward, version: s.version, updatedAt: s.updatedAt?.toISOString() ?? null };
}

export async function updateQuoteSettings(
  deps: LifecycleDeps,
  actor: Actor | null,
  input: z.output<typeof UpdateQuoteSettings>,
): Promise<QuoteSettings> {
  assertRole(actor, 'admin');
  await deps.db.transaction(async (tx) => {
    const before = await readQuoteSettings(tx);
    const version = await writeSetting(tx, {
      key: QUOTE_SETTINGS_KEY,
      value: { autoForward: input.autoForward },
      loadedVersion: input.version,
      userId: actor.userId,
    });
    if (version === null) {
      throw new AppError(
        'conflict',
        'This record was changed by someone else. Reload to see the latest version.',
      );
    }
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'quote_settings.update',
      entityType: 'site_setting',
      entityId: 'quotes',
      before: { autoForward: before.autoForward },
      after: { autoForward: input.autoForward },
    });
  });
  return getQuoteSettings(deps, actor);
}
