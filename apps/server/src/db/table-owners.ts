// Which server module writes each table (docs/architecture.md, Each table has one owner;
// ADR 013). Any other module reads it freely but changes it only through the owner's
// service, so each rule about a table's rows is written once. `npm run lint` checks every insert,
// update and delete against this list (scripts/check-modules.mjs).
export const TABLE_OWNERS = {
  // better-auth's tables: its adapter writes them, and the users module's screens change accounts
  // through auth's accounts.service.
  user: 'auth',
  session: 'auth',
  account: 'auth',
  verification: 'auth',
  // Our counters (the contact form, quote requests, sign-in guessing); better-auth's own per-address
  // limiter also counts here through auth's adapter.
  rate_limit: 'rate-limits',
  media: 'media',
  vendors: 'manufacturers',
  vendor_requests: 'manufacturers',
  categories: 'categories',
  stone_varieties: 'categories',
  products: 'products',
  product_images: 'products',
  product_view_days: 'products',
  // D32: lots and slabs; product_stock is also kept by the triggers of migration 0011.
  lots: 'lots',
  lot_photos: 'lots',
  slabs: 'lots',
  product_stock: 'lots',
  search_words: 'catalog',
  catalog_state: 'catalog',
  quote_requests: 'trade',
  quote_replies: 'trade',
  quote_messages: 'trade',
  orders: 'trade',
  quote_request_slabs: 'trade',
  quote_reply_slabs: 'trade',
  reviews: 'reviews',
  notifications: 'notifications',
  notification_preferences: 'notifications',
  notification_channel_preferences: 'notifications',
  job_runs: 'jobs',
  wishlist_items: 'buyer-lists',
  comparison_items: 'buyer-lists',
  saved_comparisons: 'buyer-lists',
  site_settings: 'content',
  homepage_content: 'content',
  cache_versions: 'catalog',
  granite_images: 'granite-images',
  activity_log: 'activity',
  contact_messages: 'contact-inbox',
  mail_outbox: 'mail',
  web_vitals: 'web-vitals',
  // D34-D37: the buyer's business, the rate table, payments, documents and claims.
  buyer_businesses: 'business',
  buyer_delivery_addresses: 'business',
  hsn_rates: 'tax',
  order_payments: 'payments',
  payment_reminders: 'payments',
  // D44, D45: where a manufacturer is paid; the files attached to a buyer's answer.
  manufacturer_payees: 'payments',
  attachment_files: 'attachments',
  // D46: a firm's members and its invitations.
  firm_members: 'firms',
  firm_invitations: 'firms',
  document_series: 'documents',
  series_prefixes: 'documents',
  documents: 'documents',
  // D43: e-invoicing with the IRP.
  einvoice_settings: 'einvoice',
  einvoice_registrations: 'einvoice',
  // D47, D48: the export desk's dated exchange rates and containers' payload limits.
  exchange_rates: 'export',
  container_payload_limits: 'export',
  export_reply_terms: 'export',
  order_claims: 'trade',
  order_claim_photos: 'trade',
  requirements: 'trade',
  sample_requests: 'samples',
  saved_searches: 'alerts',
  // D49: an order's loading list (scans, slabs that do not travel and why, bundle photos).
  order_loading_scans: 'loading',
  order_loading_shortfalls: 'loading',
  order_loading_photos: 'loading',
  price_drops: 'alerts',
} as const;

/**
 * Folders under apps/server/src that write outside the modules: the migrations, the demo
 * catalogue and accounts loaded into an empty database at start (D3), and the tests' fixtures.
 */
export const WRITE_ANYWHERE = ['db/', 'seed/', 'test/'];
