// Option lists of the spec (admin spec 5, storefront 2.6/2.9), defined once (D12).

export const MATERIAL_QUALITIES = ['Commercial', 'Semi-Premium', 'Premium', 'Export Quality'] as const;
export type MaterialQuality = (typeof MATERIAL_QUALITIES)[number];

/** D12: product type options. */
export const PRODUCT_TYPES = ['Slabs', 'Tiles', 'Both', 'Blocks', 'Monuments'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const THICKNESSES = ['12mm', '15mm', '18mm', '20mm', '25mm', '30mm'] as const;
export type Thickness = (typeof THICKNESSES)[number];

export const SLAB_SIZES = ['Standard (8x4 ft)', 'Jumbo (9x5 ft)', 'Large (10x6 ft)', 'Custom'] as const;
export type SlabSize = (typeof SLAB_SIZES)[number];

export const TILE_SIZES = [
  '12x12 inches',
  '18x18 inches',
  '24x24 inches',
  '12x24 inches',
  '36x36 inches',
] as const;
export type TileSize = (typeof TILE_SIZES)[number];

export const FINISHES = ['Polished', 'Honed', 'Flamed', 'Brushed', 'Leathered'] as const;
export type Finish = (typeof FINISHES)[number];

export const AVAILABILITY_STATUSES = ['Available', 'Limited Stock', 'Out of Stock', 'Pre-Order'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** Granite-producing states used as product origin (storefront 2.6 lists the first four). */
export const ORIGINS = [
  'Rajasthan',
  'Karnataka',
  'Tamil Nadu',
  'Andhra Pradesh',
  'Telangana',
  'Gujarat',
  'Madhya Pradesh',
  'Odisha',
  'Jharkhand',
  'Maharashtra',
] as const;
export type Origin = (typeof ORIGINS)[number];

export const PRODUCT_STATUSES = ['active', 'suspended'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const MANUFACTURER_STATUSES = ['active', 'suspended'] as const;
export type ManufacturerStatus = (typeof MANUFACTURER_STATUSES)[number];

export const MANUFACTURER_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ManufacturerRequestStatus = (typeof MANUFACTURER_REQUEST_STATUSES)[number];

export const USER_STATUSES = ['active', 'suspended', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_ROLES = ['buyer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * D46: a firm's members and their roles. Manufacturer: the owner; a manager (everything but the
 * members and the bank details); sales (requests, replies, threads, samples); yard (inventory, lots,
 * slabs, dispatch and loading); accounts (payments, documents, bank details, the books).
 */
export const MANUFACTURER_ROLES = ['owner', 'manager', 'sales', 'yard', 'accounts'] as const;
export type ManufacturerRole = (typeof MANUFACTURER_ROLES)[number];
/** D46: a buyer firm's roles (a purchaser accepts up to an approval limit, an approver above it). */
export const BUYER_ROLES = ['owner', 'purchaser', 'approver', 'accounts', 'site'] as const;
export type BuyerRole = (typeof BUYER_ROLES)[number];
/** D46: an invitation's link is valid this long and is used once. */
export const FIRM_INVITATION_DAYS = 7;

/**
 * D17: quote request lifecycle. pending → forwarded (an admin, or automatically while auto-forward is
 * on) or closed; forwarded → responded (the manufacturer's first reply) → accepted (an order) or
 * declined; an admin may close any request that is not accepted. D31: a signed-out visitor's
 * request is unconfirmed until the e-mail address it gives is confirmed by link; only then is it
 * pending (or forwarded), and nobody but its visitor sees it before.
 */
export const QUOTE_STATUSES = [
  'unconfirmed',
  'pending',
  'forwarded',
  'responded',
  'accepted',
  'declined',
  'closed',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/**
 * D17: a manufacturer's reply to one quote request. Each revision is a row; the newest is `current`,
 * older ones `superseded`. On the buyer's decision the current one becomes `accepted` or `declined`,
 * the current replies of the group's other requests `not_chosen`; past its validity date `expired`.
 */
export const QUOTE_REPLY_STATUSES = [
  'current',
  'superseded',
  'accepted',
  'declined',
  'expired',
  'not_chosen',
] as const;
export type QuoteReplyStatus = (typeof QUOTE_REPLY_STATUSES)[number];

/**
 * D34: the GST rates the law has, in percent (CGST Rate Notification 9/2025 and its schedules, with
 * 0.25 % and 3 % for precious stones and metals and 40 % for demerit goods); the rate table and a
 * reply carry one of these. Worked granite (6802) is 18 % (the default), granite blocks 5 %.
 */
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];
export const DEFAULT_GST_RATE: GstRate = 18;

/**
 * D34: a manufacturer's GST status. Only a regular taxpayer charges GST and issues a tax invoice
 * (CGST Act s.31, CGST Rules r.46); one under the composition scheme (s.10) or unregistered may not
 * collect tax (s.10(4), s.32) and issues a bill of supply (CGST Rules r.49).
 */
export const GST_STATUSES = ['regular', 'composition', 'unregistered'] as const;
export type GstStatus = (typeof GST_STATUSES)[number];

/**
 * D34: the unit quantity codes (UQC) of the GST returns and the e-way bill, as the quantity of a
 * product type is written: sq.ft (SQF) or sq.m (MTK) for slabs and tiles, cubic metres (CBM) or
 * tonnes (MTS) for blocks.
 */
export const QUANTITY_UNITS = ['SQF', 'MTK', 'CBM', 'MTS'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

/**
 * D34: the units a request of a product type may be in, the first the usual one. Blocks are sold by
 * volume or weight (CBM, MTS); slabs, tiles and monuments by area in sq.ft, as every price here is per
 * sq.ft (MTK stays a code of the returns, not offered in the forms).
 */
export function unitsOfProductType(type: ProductType): readonly QuantityUnit[] {
  return type === 'Blocks' ? ['CBM', 'MTS'] : ['SQF'];
}

/** The unit as the papers write it beside the quantity: "sq.ft", "sq.m", or the code itself for blocks: "CBM" (cubic metres), "MTS" (tonnes). */
export const QUANTITY_UNIT_LABELS: Record<QuantityUnit, string> = {
  SQF: 'sq.ft',
  MTK: 'sq.m',
  CBM: 'CBM',
  MTS: 'MTS',
};

/** D17: who wrote a message in a quote's thread. */
/** D45: an admin's decision on a disputed payment is written in the order's thread as well. */
export const QUOTE_MESSAGE_SENDER_ROLES = ['buyer', 'vendor', 'admin'] as const;
export type QuoteMessageSenderRole = (typeof QUOTE_MESSAGE_SENDER_ROLES)[number];
export const QUOTE_MESSAGE_MAX_LENGTH = 2000;
/**
 * A photo or a video of the stone in a quote's thread (ADR 021): a photo up to 10 MB (a phone's
 * full-size JPEG), re-encoded to WebP without its metadata; a video (MP4 or MOV, as phones record)
 * up to 20 MB, about half a minute of a slab under the light.
 */
export const THREAD_FILE_LIMITS = {
  photoMaxBytes: 10 * 1024 * 1024,
  videoMaxBytes: 20 * 1024 * 1024,
} as const;
export const THREAD_FILE_KINDS = ['photo', 'video'] as const;
export type ThreadFileKind = (typeof THREAD_FILE_KINDS)[number];

/**
 * D18: order lifecycle, set by the manufacturer only, one step at a time: pending → confirmed →
 * shipped → delivered; cancelled (with a reason) only before shipping.
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How a user receives notification e-mails (D17: each step tells the other side by e-mail). */
export const NOTIFICATION_EMAIL_MODES = ['immediate', 'digest', 'off'] as const;
export type NotificationEmailMode = (typeof NOTIFICATION_EMAIL_MODES)[number];

/** D32: a hidden variety is no longer offered for new products, in the public list or the filters. */
export const STONE_VARIETY_STATUSES = ['active', 'hidden'] as const;
export type StoneVarietyStatus = (typeof STONE_VARIETY_STATUSES)[number];

export const GRANITE_COLOURS = ['Black', 'White', 'Brown', 'Gray', 'Beige', 'Blue', 'Mixed'] as const;
export type GraniteColour = (typeof GRANITE_COLOURS)[number];

export const GRANITE_IMAGE_CATEGORIES = ['hero', '3d-viewer'] as const;
export type GraniteImageCategory = (typeof GRANITE_IMAGE_CATEGORIES)[number];

export const MEDIA_KINDS = [
  'product',
  'logo',
  'hero',
  'texture',
  'category',
  'team',
  'content',
  'lot',
  'slab',
  'claim',
] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const CONTACT_MESSAGE_STATUSES = ['new', 'read', 'replied', 'handled'] as const;
/** 'logged': SMTP_URL was unset, so the message went to the server log instead (README). */
export const MAIL_STATUSES = ['pending', 'sent', 'logged', 'failed'] as const;

/** Storefront 2.6: sort keys of the products list; 'vendor-asc' comes from 2.5. */
export const PRODUCT_SORTS = [
  'featured',
  'bestsellers',
  'price-asc',
  'price-desc',
  'name-asc',
  'name-desc',
  'vendor-asc',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Storefront 2.9: price bands of the manufacturer comparison, inclusive at both bounds (₹/sq.ft). */
export const COMPARISON_PRICE_BANDS = [
  { key: 'all', label: 'All Prices', min: 0, max: 10000 },
  { key: 'under-100', label: 'Under ₹100', min: 0, max: 100 },
  { key: '100-300', label: '₹100-₹300', min: 100, max: 300 },
  { key: '300-500', label: '₹300-₹500', min: 300, max: 500 },
  { key: 'above-500', label: 'Above ₹500', min: 500, max: 10000 },
] as const;

/** Storefront 2.4: other stones listed as Coming Soon. */
export const COMING_SOON_STONES = [
  'Marble',
  'Quartzite',
  'Sandstone',
  'Limestone',
  'Slate',
  'Basalt',
  'Travertine',
  'Onyx',
] as const;

/** The five fixed 3D viewer textures (storefront 2.3). */
export const VIEWER_TEXTURES = [
  'Black Galaxy',
  'Kashmir White',
  'Blue Pearl',
  'Tan Brown',
  'Steel Gray',
] as const;

/** The 28 states and 8 union territories of India: the manufacturer's location (D14) and /vendors' filter. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/**
 * D40: the states and union territories in Hindi, as a Hindi page or e-mail names them (`stateName`).
 * Every one of INDIAN_STATES has its name here; the web app's options catalogue holds the same names.
 */
export const INDIAN_STATE_NAMES_HI: Readonly<Record<IndianState, string>> = {
  'Andaman and Nicobar Islands': 'अंडमान और निकोबार द्वीप समूह',
  'Andhra Pradesh': 'आंध्र प्रदेश',
  'Arunachal Pradesh': 'अरुणाचल प्रदेश',
  Assam: 'असम',
  Bihar: 'बिहार',
  Chandigarh: 'चंडीगढ़',
  Chhattisgarh: 'छत्तीसगढ़',
  'Dadra and Nagar Haveli and Daman and Diu': 'दादरा और नगर हवेली और दमन और दीव',
  Delhi: 'दिल्ली',
  Goa: 'गोवा',
  Gujarat: 'गुजरात',
  Haryana: 'हरियाणा',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
  'Jammu and Kashmir': 'जम्मू और कश्मीर',
  Jharkhand: 'झारखंड',
  Karnataka: 'कर्नाटक',
  Kerala: 'केरल',
  Ladakh: 'लद्दाख',
  Lakshadweep: 'लक्षद्वीप',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Maharashtra: 'महाराष्ट्र',
  Manipur: 'मणिपुर',
  Meghalaya: 'मेघालय',
  Mizoram: 'मिज़ोरम',
  Nagaland: 'नागालैंड',
  Odisha: 'ओडिशा',
  Puducherry: 'पुदुचेरी',
  Punjab: 'पंजाब',
  Rajasthan: 'राजस्थान',
  Sikkim: 'सिक्किम',
  'Tamil Nadu': 'तमिलनाडु',
  Telangana: 'तेलंगाना',
  Tripura: 'त्रिपुरा',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Uttarakhand: 'उत्तराखंड',
  'West Bengal': 'पश्चिम बंगाल',
};

/** D32: the grade a manufacturer gives a lot (a block's slabs). */
export const LOT_GRADES = ['First', 'Second', 'Commercial'] as const;
export type LotGrade = (typeof LOT_GRADES)[number];

/**
 * D32: a slab is available → held (for one quote reply, until its validity) → sold (the reply is
 * accepted, or sold outside the platform) → dispatched (the order ships).
 */
export const SLAB_STATUSES = ['available', 'held', 'sold', 'dispatched'] as const;
export type SlabStatus = (typeof SLAB_STATUSES)[number];

/** D33: a slab quote bills the offered slabs' usable or gross sq.ft. */
export const SLAB_BILLING = ['usable', 'gross'] as const;
export type SlabBilling = (typeof SLAB_BILLING)[number];

/** D36: when the balance after the advance is due. */
export const BALANCE_DUE_TERMS = ['before-dispatch', 'on-delivery', 'days-after-delivery'] as const;
export type BalanceDueTerm = (typeof BALANCE_DUE_TERMS)[number];

/** D36: how a buyer paid (the platform holds no money; the buyer records each payment). */
export const PAYMENT_METHODS = ['NEFT', 'RTGS', 'IMPS', 'UPI', 'Cheque'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** D36: a recorded payment waits for the manufacturer, who confirms or disputes it. */
/**
 * D36, D45: recorded by the buyer → confirmed or disputed by the manufacturer; a disputed payment the
 * buyer answers is `answered` until the manufacturer (or, 7 days on, an admin) confirms it, disputes
 * it again or (the admin) rejects it.
 */
export const PAYMENT_STATUSES = ['recorded', 'confirmed', 'disputed', 'answered', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** D35: the documents of an order. */
export const ORDER_DOCUMENT_KINDS = ['proforma', 'tax-invoice', 'challan', 'e-way-bill'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];
/**
 * D42: the documents an order may have several of, each downloaded by its id: credit and debit notes
 * (CGST Act s.34, Rules r.53), receipt vouchers for advances (r.50) and replacement challans.
 */
export const CORRECTION_DOCUMENT_KINDS = [
  'credit-note',
  'debit-note',
  'receipt-voucher',
  'replacement-challan',
] as const;
export type CorrectionDocumentKind = (typeof CORRECTION_DOCUMENT_KINDS)[number];

/**
 * D35, D42: the kinds of a document record. Today's four are issued for an order (the tax invoice,
 * or a bill of supply for a manufacturer that charges no GST, Rule 49); credit and debit notes
 * (Rule 53), receipt vouchers (Rule 50) and replacement challans are reserved for D42.
 */
export const DOCUMENT_KINDS = [
  'proforma',
  'tax_invoice',
  'bill_of_supply',
  'delivery_challan',
  'eway_bill_json',
  'credit_note',
  'debit_note',
  'receipt_voucher',
  'replacement_challan',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** D42: draft → issued → (registered with the IRP, D43) → cancelled or credited. */
export const DOCUMENT_STATES = ['draft', 'issued', 'registered', 'cancelled', 'credited'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** D37: a quality claim is open until an admin or the parties close it with an outcome. */
export const CLAIM_STATUSES = ['open', 'closed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_OUTCOMES = ['replaced', 'refunded', 'credit-note', 'resolved', 'rejected'] as const;
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];
/**
 * D42, D45: the outcomes an admin closes a claim with today, each of which does something: a credit
 * note (for a refund, a lower price, or slabs returned), a replacement (a replacement challan that
 * dispatches the replacement slabs), or nothing (resolved between the parties, or rejected).
 * 'refunded' is kept for claims closed before credit notes were issued; it is no longer chosen.
 */
export const CLAIM_CLOSING_OUTCOMES = ['credit-note', 'replaced', 'resolved', 'rejected'] as const;
export type ClaimClosingOutcome = (typeof CLAIM_CLOSING_OUTCOMES)[number];
/** D42: why a claim's credit note reduces the invoice: money refunded, a lower price agreed, slabs taken back. */
export const CREDIT_NOTE_BASES = ['refund', 'price-reduction', 'return'] as const;
export type CreditNoteBasis = (typeof CREDIT_NOTE_BASES)[number];

/**
 * D38: an open requirement takes replies while 'open', until its expiry or its tenth reply; the
 * buyer may close it, an admin may hide it (with a reason). Full and expired are read from the
 * reply count and the expiry, not stored.
 */
export const REQUIREMENT_STATUSES = ['open', 'closed', 'hidden'] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];
/** D38: a requirement stops taking replies at this many. */
export const REQUIREMENT_REPLY_SEATS = 10;

/**
 * D39: a sample of a lot is requested → accepted (with the fee, if any) → dispatched (courier and
 * tracking number) → received; or declined with a reason; or cancelled by the buyer before dispatch.
 */
export const SAMPLE_STATUSES = [
  'requested',
  'accepted',
  'declined',
  'dispatched',
  'received',
  'cancelled',
] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];

/** D41: how often a saved search sends its alert (none keeps the search without alerts). */
export const ALERT_FREQUENCIES = ['immediately', 'daily', 'weekly', 'none'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** D41: saved searches a buyer may keep. */
export const SAVED_SEARCH_LIMIT = 20;
