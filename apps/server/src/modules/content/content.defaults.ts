// Built-in defaults of every content block and setting (storefront 2.2, 2.3, 9; admin 3, 9). Stored
// values are merged over these. Nothing here is a person, a phone number or an address: those are
// shown only once an admin enters them (D14).
import { type ContentValues, FOOTER_INFO_DEFAULTS } from '@granite/shared';
import { LEGAL_INFO_DEFAULTS } from './legal.defaults';

export const CONTENT_DEFAULTS: ContentValues = {
  hero: {
    title: 'Premium Indian Granite, Direct from Manufacturers',
    subtitle:
      'Browse granite slabs and tiles from Indian manufacturers, compare prices per sq.ft and request quotes through one platform.',
    // D25: live counts from the database instead of the spec's 500+ / 1,200+ / 50K+; an admin may
    // type a value to replace each. A live count of 0 is left out of the page.
    stats: [
      { label: 'Manufacturers', value: '', live: 'manufacturers' },
      { label: 'Granite Products', value: '', live: 'products' },
      { label: 'Quotes Answered', value: '', live: 'answered_quotes' },
    ],
    showcaseImage: '',
  },
  contact_info: {
    whatsappNumber: '',
    whatsappMessage: "Hello! I'm interested in your granite products. Could you help me with a quote?",
    email: '',
    emailSubject: 'Granite enquiry',
    emailBody:
      "Hello,\n\nI'm interested in your granite products. Please contact me with more details.\n\nThank you.",
  },
  categories: {
    title: 'Browse by Category',
    subtitle: 'From Absolute Black to Kashmir White: granite from quarries across India, grouped by colour.',
    categoryImages: [],
    categoryDetails: [],
  },
  cta: {
    title: 'Become a Vendor',
    subtitle:
      'Register your granite business, list your slabs and tiles, and receive quote requests from buyers across India.',
    backgroundImage: '',
  },
  featured_products: {
    title: 'Featured Products',
    subtitle: 'Best sellers from our manufacturers',
    description:
      'Popular granite varieties with prices per sq.ft, straight from the manufacturers who quarry and cut them.',
  },
  why_choose_us: {
    title: 'Why Choose Us',
    subtitle: 'A marketplace built for the way granite is bought and sold in India.',
    features: [
      {
        title: 'Verified Manufacturers',
        description:
          'Every manufacturer is reviewed by our team and its GSTIN checked before it can list products.',
      },
      {
        title: 'Transparent Pricing',
        description:
          'Prices in ₹ per sq.ft, side by side, so you can compare manufacturers before you ask for a quote.',
      },
      {
        title: 'Quality Assurance',
        description:
          'Material quality, finish and thickness are listed for every product, and quality issues can be reported within 7 days of delivery.',
      },
      {
        title: 'Pan-India Delivery',
        description: 'Tell us your city and PIN code; manufacturers quote including delivery to your site.',
      },
    ],
  },
  trusted_manufacturers: {
    title: 'Premium Manufacturers',
    subtitle: 'Established manufacturers with a track record of quality granite.',
    manufacturers: [],
  },
  how_it_works: {
    title: 'How It Works',
    subtitle: 'Whether you are buying granite or selling it, the marketplace keeps it simple.',
    buyerSteps: [
      {
        title: 'Browse and compare',
        description:
          'Search the catalogue, filter by colour, finish and thickness, and compare prices per sq.ft.',
      },
      {
        title: 'Request a quote',
        description:
          'Send one request to one or several manufacturers with your quantity and delivery location.',
      },
      {
        title: 'Receive quotes',
        description: 'Our team reviews your request and forwards it; manufacturers respond within 24 hours.',
      },
      {
        title: 'Order with confidence',
        description:
          'Accept the quote that suits you; contact details are shared once the request is approved.',
      },
    ],
    vendorSteps: [
      {
        title: 'Register your business',
        description: 'Apply with your business details and GSTIN; approval takes 2-3 business days.',
      },
      {
        title: 'List your products',
        description: 'Add your granite with photos, specifications and prices per sq.ft.',
      },
      {
        title: 'Answer quote requests',
        description: 'Receive approved requests from buyers across India and send your quote.',
      },
      {
        title: 'Grow your sales',
        description: 'Track orders and product views from your dashboard. No registration fee.',
      },
    ],
  },
  home_about: {
    title: 'About Granite Marketplace',
    body: 'Granite Marketplace brings Indian granite manufacturers and buyers together in one place: browse slabs and tiles, compare prices per sq.ft and request quotes from manufacturers our team has reviewed.',
  },
  become_vendor: {
    benefits: [
      {
        title: 'No registration fee',
        description: 'Listing your products is free; commission applies only to completed sales.',
      },
      {
        title: 'Quote requests from across India',
        description: 'Buyers send their quantity and delivery location; you reply with your price per sq.ft.',
      },
      {
        title: 'Your own dashboard',
        description: 'Manage products, answer quote requests and follow orders and product views.',
      },
    ],
  },
  footer_info: FOOTER_INFO_DEFAULTS,
  legal_info: LEGAL_INFO_DEFAULTS,
  social_media: { instagram: '', facebook: '', twitter: '', linkedin: '' },
  company_info: {
    companyName: 'Granite Marketplace',
    // D25: founded year, employees and years of experience show only once an admin has set them
    // (the spec's defaults 2010, 100+ and 14+ are not facts about this business).
    foundedYear: null,
    mission:
      'To make buying Indian granite simple and fair: clear prices per sq.ft, verified manufacturers and quotes you can compare.',
    vision:
      "To be the trusted meeting place for India's granite trade, from the quarry to the building site.",
    description:
      'Granite Marketplace brings together granite manufacturers from across India and the builders, architects and homeowners who buy from them. Buyers browse slabs and tiles, compare prices and send quote requests; manufacturers are reviewed before they can list, and every request is checked by our team before it is forwarded.',
    headquarters: '',
    employeesCount: '',
    yearsExperience: '',
    heroImageUrl: '',
  },
  team_members: { members: [] },
  seo: {
    siteTitle: 'Granite Marketplace | Premium Indian Granite, Direct from Manufacturers',
    metaDescription:
      'Buy granite slabs and tiles from verified Indian manufacturers. Compare prices per sq.ft, request quotes and get pan-India delivery.',
    keywords:
      'granite, Indian granite, granite slabs, granite tiles, granite manufacturers, granite price per sq.ft',
    ogTitle: '',
    ogDescription: '',
    ogImage: '',
    twitterTitle: '',
    twitterDescription: '',
    canonicalUrl: '',
    robotsTxt: '',
    structuredData: '',
  },
  contact_settings: {
    siteName: 'Granite Marketplace',
    siteDescription: 'Premium Indian granite marketplace with wholesale prices and pan-India delivery.',
    contactEmail: '',
    contactPhone: '',
    address: '',
  },
};
