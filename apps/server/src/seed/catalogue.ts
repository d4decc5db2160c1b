// The demo catalogue: real Indian granite varieties, their quarry states and plausible trade prices
// (₹ per sq.ft, ex-factory, 2024-25). Manufacturers are fictional businesses in real granite towns.
import type { GraniteColour, MaterialQuality, Origin } from '@granite/shared';

export type SeedCategory = { name: string; description: string; color: string; textColor: string };

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    name: 'Black Granite',
    description:
      'Deep black stones from Andhra Pradesh and Karnataka, from jet-black Absolute Black to gold-flecked Black Galaxy.',
    color: '#17171a',
    textColor: 'text-white',
  },
  {
    name: 'White Granite',
    description: 'Light, bright granites from Tamil Nadu and Andhra Pradesh with grey and garnet veining.',
    color: '#e7e5e4',
    textColor: 'text-stone-900',
  },
  {
    name: 'Brown Granite',
    description: 'Warm browns from Telangana and Andhra Pradesh, led by the world-famous Tan Brown.',
    color: '#5b3a29',
    textColor: 'text-white',
  },
  {
    name: 'Grey Granite',
    description: 'Hard-wearing greys for floors, facades and monuments, quarried across the Deccan.',
    color: '#52525b',
    textColor: 'text-white',
  },
  {
    name: 'Blue Granite',
    description: 'Rare blue and blue-grey stones with shimmering feldspar crystals.',
    color: '#1e3a5f',
    textColor: 'text-white',
  },
  {
    name: 'Red Granite',
    description: 'Red and pink granites from Rajasthan and Karnataka for flooring, cladding and kitchens.',
    color: '#7f1d1d',
    textColor: 'text-white',
  },
  {
    name: 'Green Granite',
    description: 'Green granites with dark mineral patterns, popular for countertops and feature walls.',
    color: '#14532d',
    textColor: 'text-white',
  },
];

/** Palette of a generated slab texture: background, speckle colours and their share. */
export type TexturePalette = {
  base: [number, number, number];
  speckles: [number, number, number][];
  density: number;
  grain: number;
};

export type SeedVariety = {
  name: string;
  category: string;
  origin: Origin;
  colour: string;
  priceRange: [number, number];
  quality: MaterialQuality;
  description: string;
  waterAbsorption: string;
  palette: TexturePalette;
};

export const SEED_VARIETIES: SeedVariety[] = [
  {
    name: 'Black Galaxy',
    category: 'Black Granite',
    origin: 'Andhra Pradesh',
    colour: 'Black with golden specks',
    priceRange: [180, 360],
    quality: 'Export Quality',
    description:
      'Quarried near Ongole, Black Galaxy is a deep black stone scattered with bronze-gold specks of enstatite. It takes a mirror polish and is the first choice for premium kitchen counters.',
    waterAbsorption: '0.02-0.05%',
    palette: {
      base: [18, 18, 20],
      speckles: [
        [196, 160, 84],
        [150, 118, 60],
        [60, 60, 64],
      ],
      density: 0.035,
      grain: 10,
    },
  },
  {
    name: 'Absolute Black',
    category: 'Black Granite',
    origin: 'Karnataka',
    colour: 'Jet black',
    priceRange: [160, 320],
    quality: 'Premium',
    description:
      'A uniform jet-black granite with almost no visible grain. Dense and low in absorption, it suits counters, monuments and high-traffic floors.',
    waterAbsorption: '0.05-0.10%',
    palette: {
      base: [14, 14, 16],
      speckles: [
        [34, 34, 38],
        [26, 26, 30],
      ],
      density: 0.2,
      grain: 6,
    },
  },
  {
    name: 'Black Pearl',
    category: 'Black Granite',
    origin: 'Andhra Pradesh',
    colour: 'Black with silver-grey crystals',
    priceRange: [150, 280],
    quality: 'Premium',
    description:
      'Black Pearl shows pearly grey and silver crystals on a black ground, with a subtle shimmer under light.',
    waterAbsorption: '0.10-0.20%',
    palette: {
      base: [24, 24, 28],
      speckles: [
        [120, 124, 130],
        [80, 84, 90],
        [40, 40, 44],
      ],
      density: 0.12,
      grain: 14,
    },
  },
  {
    name: 'Rajasthan Black',
    category: 'Black Granite',
    origin: 'Rajasthan',
    colour: 'Black',
    priceRange: [70, 130],
    quality: 'Commercial',
    description:
      'An economical black granite from Rajasthan with fine grey grain, widely used for stairs, floors and building facades.',
    waterAbsorption: '0.15-0.30%',
    palette: {
      base: [30, 30, 32],
      speckles: [
        [70, 70, 74],
        [50, 50, 54],
      ],
      density: 0.25,
      grain: 12,
    },
  },
  {
    name: 'Jet Black',
    category: 'Black Granite',
    origin: 'Karnataka',
    colour: 'Jet black',
    priceRange: [140, 240],
    quality: 'Premium',
    description:
      'A fine-grained black granite from Karnataka with an even colour that polishes to a deep gloss.',
    waterAbsorption: '0.08-0.15%',
    palette: { base: [12, 12, 14], speckles: [[40, 40, 44]], density: 0.15, grain: 5 },
  },
  {
    name: 'Kashmir White',
    category: 'White Granite',
    origin: 'Tamil Nadu',
    colour: 'White with grey and burgundy specks',
    priceRange: [120, 250],
    quality: 'Export Quality',
    description:
      'Despite its name, Kashmir White comes from Tamil Nadu. Its white to pale-grey ground carries grey flecks and small burgundy garnets.',
    waterAbsorption: '0.30-0.45%',
    palette: {
      base: [226, 222, 216],
      speckles: [
        [120, 118, 116],
        [180, 176, 170],
        [150, 60, 70],
      ],
      density: 0.07,
      grain: 14,
    },
  },
  {
    name: 'Colonial White',
    category: 'White Granite',
    origin: 'Tamil Nadu',
    colour: 'Cream white with grey veins',
    priceRange: [130, 260],
    quality: 'Premium',
    description:
      'Colonial White has a creamy ground with soft grey and black mineral veins and scattered garnets, popular for light kitchens.',
    waterAbsorption: '0.25-0.40%',
    palette: {
      base: [232, 226, 214],
      speckles: [
        [90, 90, 92],
        [160, 150, 140],
        [140, 70, 70],
      ],
      density: 0.06,
      grain: 16,
    },
  },
  {
    name: 'River White',
    category: 'White Granite',
    origin: 'Tamil Nadu',
    colour: 'White with grey waves',
    priceRange: [110, 220],
    quality: 'Premium',
    description:
      'River White shows flowing grey bands across a white background with small burgundy garnets, like the current of a river.',
    waterAbsorption: '0.30-0.40%',
    palette: {
      base: [228, 226, 222],
      speckles: [
        [130, 130, 134],
        [110, 50, 60],
      ],
      density: 0.05,
      grain: 20,
    },
  },
  {
    name: 'Moon White',
    category: 'White Granite',
    origin: 'Andhra Pradesh',
    colour: 'Off-white with black specks',
    priceRange: [80, 150],
    quality: 'Semi-Premium',
    description:
      'A bright off-white granite with evenly spread black specks, good value for flooring and window sills.',
    waterAbsorption: '0.30-0.50%',
    palette: {
      base: [220, 218, 212],
      speckles: [
        [40, 40, 44],
        [150, 148, 144],
      ],
      density: 0.05,
      grain: 9,
    },
  },
  {
    name: 'Tan Brown',
    category: 'Brown Granite',
    origin: 'Telangana',
    colour: 'Dark brown with black and red specks',
    priceRange: [90, 190],
    quality: 'Export Quality',
    description:
      "From the Karimnagar quarries, Tan Brown is a dark brown granite with black and reddish-brown crystals, among India's most exported stones.",
    waterAbsorption: '0.10-0.20%',
    palette: {
      base: [70, 40, 32],
      speckles: [
        [20, 16, 16],
        [140, 70, 50],
        [100, 60, 44],
      ],
      density: 0.12,
      grain: 14,
    },
  },
  {
    name: 'Coffee Brown',
    category: 'Brown Granite',
    origin: 'Andhra Pradesh',
    colour: 'Coffee brown with black specks',
    priceRange: [95, 180],
    quality: 'Premium',
    description:
      'Coffee Brown has round brown feldspar crystals set in black, giving a warm, uniform look for counters and cladding.',
    waterAbsorption: '0.10-0.25%',
    palette: {
      base: [82, 58, 44],
      speckles: [
        [24, 20, 18],
        [120, 90, 70],
      ],
      density: 0.1,
      grain: 18,
    },
  },
  {
    name: 'English Teak',
    category: 'Brown Granite',
    origin: 'Telangana',
    colour: 'Teak brown with pink grains',
    priceRange: [85, 160],
    quality: 'Semi-Premium',
    description:
      'English Teak combines brown, pink and black grains into a wood-like warmth; a favourite for floors and stairs.',
    waterAbsorption: '0.20-0.35%',
    palette: {
      base: [120, 82, 62],
      speckles: [
        [40, 30, 28],
        [170, 120, 100],
        [90, 60, 46],
      ],
      density: 0.1,
      grain: 16,
    },
  },
  {
    name: 'Desert Brown',
    category: 'Brown Granite',
    origin: 'Rajasthan',
    colour: 'Light brown',
    priceRange: [60, 110],
    quality: 'Commercial',
    description:
      'An affordable light-brown granite from Rajasthan with a sandy texture, used for paving and exterior walls.',
    waterAbsorption: '0.30-0.50%',
    palette: {
      base: [150, 112, 84],
      speckles: [
        [90, 66, 50],
        [190, 160, 130],
      ],
      density: 0.12,
      grain: 10,
    },
  },
  {
    name: 'Sapphire Brown',
    category: 'Brown Granite',
    origin: 'Telangana',
    colour: 'Brown with blue-grey crystals',
    priceRange: [110, 200],
    quality: 'Premium',
    description:
      'Sapphire Brown shows brown feldspar with blue-grey quartz crystals; dense and suitable for kitchens and bathrooms.',
    waterAbsorption: '0.10-0.20%',
    palette: {
      base: [66, 46, 40],
      speckles: [
        [90, 100, 120],
        [20, 18, 18],
        [120, 84, 64],
      ],
      density: 0.11,
      grain: 15,
    },
  },
  {
    name: 'Steel Grey',
    category: 'Grey Granite',
    origin: 'Telangana',
    colour: 'Dark grey with silver specks',
    priceRange: [80, 160],
    quality: 'Premium',
    description:
      'Steel Grey is a dark grey granite with silver-blue grains; hard and consistent, for counters and commercial floors.',
    waterAbsorption: '0.10-0.25%',
    palette: {
      base: [64, 66, 70],
      speckles: [
        [120, 124, 132],
        [30, 30, 34],
        [90, 96, 108],
      ],
      density: 0.12,
      grain: 12,
    },
  },
  {
    name: 'Sadarahalli Grey',
    category: 'Grey Granite',
    origin: 'Karnataka',
    colour: 'Light grey with black specks',
    priceRange: [55, 100],
    quality: 'Commercial',
    description:
      'Quarried near Bengaluru, Sadarahalli Grey is a light salt-and-pepper granite widely used for paving, steps and facades.',
    waterAbsorption: '0.25-0.40%',
    palette: {
      base: [170, 168, 166],
      speckles: [
        [40, 40, 42],
        [110, 108, 106],
        [210, 208, 204],
      ],
      density: 0.1,
      grain: 9,
    },
  },
  {
    name: 'Silver Grey',
    category: 'Grey Granite',
    origin: 'Karnataka',
    colour: 'Silver grey',
    priceRange: [65, 120],
    quality: 'Semi-Premium',
    description:
      'A medium-grey granite with a silvery sheen and even grain, suited to floors, cladding and landscaping.',
    waterAbsorption: '0.20-0.35%',
    palette: {
      base: [140, 142, 146],
      speckles: [
        [60, 62, 66],
        [190, 192, 196],
      ],
      density: 0.09,
      grain: 9,
    },
  },
  {
    name: 'Crystal Grey',
    category: 'Grey Granite',
    origin: 'Andhra Pradesh',
    colour: 'Grey with white crystals',
    priceRange: [75, 140],
    quality: 'Semi-Premium',
    description:
      'Crystal Grey carries white quartz crystals on a grey ground; a bright, durable choice for large floors.',
    waterAbsorption: '0.20-0.30%',
    palette: {
      base: [110, 112, 116],
      speckles: [
        [220, 220, 222],
        [50, 50, 54],
      ],
      density: 0.08,
      grain: 12,
    },
  },
  {
    name: 'Blue Pearl',
    category: 'Blue Granite',
    origin: 'Karnataka',
    colour: 'Blue-grey with iridescent crystals',
    priceRange: [420, 780],
    quality: 'Export Quality',
    description:
      'Blue Pearl shows large blue-grey feldspar crystals that flash silver-blue in light. A statement stone for counters and reception desks.',
    waterAbsorption: '0.05-0.10%',
    palette: {
      base: [52, 60, 74],
      speckles: [
        [120, 140, 170],
        [30, 34, 44],
        [160, 170, 190],
      ],
      density: 0.09,
      grain: 22,
    },
  },
  {
    name: 'Orissa Blue',
    category: 'Blue Granite',
    origin: 'Odisha',
    colour: 'Blue with grey waves',
    priceRange: [260, 480],
    quality: 'Premium',
    description:
      'A wavy blue-grey granite from Odisha with flowing bands; a rare Indian blue for feature walls and counters.',
    waterAbsorption: '0.15-0.25%',
    palette: {
      base: [72, 84, 104],
      speckles: [
        [140, 150, 170],
        [40, 46, 60],
      ],
      density: 0.08,
      grain: 24,
    },
  },
  {
    name: 'Himalayan Blue',
    category: 'Blue Granite',
    origin: 'Rajasthan',
    colour: 'Pale blue-grey with black veins',
    priceRange: [220, 420],
    quality: 'Premium',
    description:
      'Himalayan Blue combines pale blue, grey and black in flowing patterns; used for counters, vanities and walls.',
    waterAbsorption: '0.15-0.30%',
    palette: {
      base: [150, 160, 176],
      speckles: [
        [50, 54, 64],
        [200, 206, 216],
      ],
      density: 0.07,
      grain: 20,
    },
  },
  {
    name: 'Blue Dunes',
    category: 'Blue Granite',
    origin: 'Andhra Pradesh',
    colour: 'Blue-grey with brown dunes',
    priceRange: [300, 520],
    quality: 'Export Quality',
    description:
      'Blue Dunes has sweeping blue-grey and brown bands like wind-blown sand, with a luxurious polished finish.',
    waterAbsorption: '0.10-0.20%',
    palette: {
      base: [90, 96, 110],
      speckles: [
        [140, 110, 90],
        [50, 56, 70],
        [170, 176, 190],
      ],
      density: 0.08,
      grain: 26,
    },
  },
  {
    name: 'Lakha Red',
    category: 'Red Granite',
    origin: 'Rajasthan',
    colour: 'Red with black specks',
    priceRange: [60, 110],
    quality: 'Commercial',
    description:
      'Lakha Red from Jalore is a bright red granite with black specks, a value choice for flooring, stairs and exteriors.',
    waterAbsorption: '0.25-0.40%',
    palette: {
      base: [150, 60, 50],
      speckles: [
        [40, 26, 24],
        [190, 100, 90],
      ],
      density: 0.1,
      grain: 10,
    },
  },
  {
    name: 'Ruby Red',
    category: 'Red Granite',
    origin: 'Karnataka',
    colour: 'Deep red',
    priceRange: [140, 260],
    quality: 'Premium',
    description:
      'Ruby Red is a deep red granite with black mineral patches; striking on counters, monuments and facades.',
    waterAbsorption: '0.15-0.25%',
    palette: {
      base: [120, 30, 30],
      speckles: [
        [30, 16, 16],
        [170, 70, 60],
      ],
      density: 0.09,
      grain: 14,
    },
  },
  {
    name: 'Imperial Red',
    category: 'Red Granite',
    origin: 'Karnataka',
    colour: 'Imperial red with black grains',
    priceRange: [120, 230],
    quality: 'Export Quality',
    description:
      'Imperial Red has a uniform red ground with black grains; a classic export granite for monuments and cladding.',
    waterAbsorption: '0.15-0.30%',
    palette: {
      base: [140, 44, 40],
      speckles: [
        [36, 20, 20],
        [180, 90, 80],
      ],
      density: 0.11,
      grain: 12,
    },
  },
  {
    name: 'Rosy Pink',
    category: 'Red Granite',
    origin: 'Rajasthan',
    colour: 'Pink with grey specks',
    priceRange: [55, 95],
    quality: 'Commercial',
    description:
      'Rosy Pink is a soft pink granite with grey and black specks; economical for large floors and outdoor paving.',
    waterAbsorption: '0.30-0.50%',
    palette: {
      base: [196, 150, 140],
      speckles: [
        [80, 76, 76],
        [220, 190, 180],
      ],
      density: 0.1,
      grain: 9,
    },
  },
  {
    name: 'Seaweed Green',
    category: 'Green Granite',
    origin: 'Andhra Pradesh',
    colour: 'Green with black veins',
    priceRange: [170, 310],
    quality: 'Premium',
    description:
      'Seaweed Green shows green and black patterns like seaweed in water; a distinctive stone for counters and walls.',
    waterAbsorption: '0.10-0.20%',
    palette: {
      base: [40, 62, 48],
      speckles: [
        [20, 26, 22],
        [90, 120, 90],
      ],
      density: 0.1,
      grain: 20,
    },
  },
  {
    name: 'Forest Green',
    category: 'Green Granite',
    origin: 'Telangana',
    colour: 'Dark forest green',
    priceRange: [150, 280],
    quality: 'Premium',
    description: 'A deep green granite with dark speckles, polished for kitchens, bar tops and cladding.',
    waterAbsorption: '0.10-0.20%',
    palette: {
      base: [30, 50, 38],
      speckles: [
        [16, 22, 18],
        [70, 100, 80],
      ],
      density: 0.12,
      grain: 12,
    },
  },
  {
    name: 'Tropical Green',
    category: 'Green Granite',
    origin: 'Andhra Pradesh',
    colour: 'Light green with grey specks',
    priceRange: [110, 210],
    quality: 'Semi-Premium',
    description:
      'Tropical Green has a lighter green ground with grey and black specks, used for counters and flooring.',
    waterAbsorption: '0.15-0.30%',
    palette: {
      base: [80, 104, 84],
      speckles: [
        [30, 36, 32],
        [140, 150, 140],
      ],
      density: 0.1,
      grain: 12,
    },
  },
  {
    name: 'Chima Pink',
    category: 'Red Granite',
    origin: 'Rajasthan',
    colour: 'Light pink',
    priceRange: [50, 90],
    quality: 'Commercial',
    description:
      'Chima Pink is a light pink granite with small black specks, the economical choice for paving and large projects.',
    waterAbsorption: '0.35-0.50%',
    palette: {
      base: [206, 170, 160],
      speckles: [
        [70, 66, 66],
        [230, 210, 200],
      ],
      density: 0.1,
      grain: 8,
    },
  },
];

export type SeedManufacturer = {
  businessName: string;
  ownerName: string;
  city: string;
  /** The town's main PIN code (D14: the profile's location). */
  pincode: string;
  state: Origin;
  isPremium: boolean;
  gstin: string;
  phone: string;
  description: string;
};

export const SEED_MANUFACTURERS: SeedManufacturer[] = [
  {
    businessName: 'Shree Balaji Granites',
    ownerName: 'Venkata Ramana Reddy',
    city: 'Ongole',
    pincode: '523001',
    state: 'Andhra Pradesh',
    isPremium: true,
    gstin: '37AAFCS4821K1Z5',
    phone: '+919848012345',
    description:
      'Quarry owners and processors of Black Galaxy and Black Pearl since 1998, with a 40,000 sq.ft polishing unit.',
  },
  {
    businessName: 'Vindhya Stone Exports',
    ownerName: 'Rakesh Agarwal',
    city: 'Kishangarh',
    pincode: '305801',
    state: 'Rajasthan',
    isPremium: true,
    gstin: '08AAGCV7312M1Z2',
    phone: '+919829023456',
    description:
      'Exporters of Rajasthan granites to the Gulf and Europe, with gang-saw cutting and epoxy resin lines.',
  },
  {
    businessName: 'Deccan Granite Industries',
    ownerName: 'Srinivas Goud',
    city: 'Karimnagar',
    pincode: '505001',
    state: 'Telangana',
    isPremium: true,
    gstin: '36AABCD9102F1Z8',
    phone: '+919849034567',
    description:
      'Producers of Tan Brown, Steel Grey and Sapphire Brown slabs from our own quarries in Karimnagar district.',
  },
  {
    businessName: 'Kaveri Stone Works',
    ownerName: 'Lakshmi Narayanan',
    city: 'Krishnagiri',
    pincode: '635001',
    state: 'Tamil Nadu',
    isPremium: true,
    gstin: '33AAKFK5567P1Z3',
    phone: '+919443045678',
    description:
      'Specialists in white granites from Tamil Nadu: Kashmir White, Colonial White and River White.',
  },
  {
    businessName: 'Malnad Granites',
    ownerName: 'Prakash Hegde',
    city: 'Bengaluru',
    pincode: '560058',
    state: 'Karnataka',
    isPremium: false,
    gstin: '29AAMFM2214L1Z6',
    phone: '+919845056789',
    description: 'Processors of Karnataka greys and reds for builders across South India.',
  },
  {
    businessName: 'Chimakurthy Black Stones',
    ownerName: 'Subba Rao Naidu',
    city: 'Chimakurthy',
    pincode: '523226',
    state: 'Andhra Pradesh',
    isPremium: false,
    gstin: '37AACFC6630H1Z1',
    phone: '+919866067890',
    description: 'Family-run quarry and cutting unit for Absolute Black and Black Pearl blocks and slabs.',
  },
  {
    businessName: 'Marudhar Granite Mills',
    ownerName: 'Mahendra Singh Rathore',
    city: 'Jalore',
    pincode: '343001',
    state: 'Rajasthan',
    isPremium: false,
    gstin: '08AAHFM4471C1Z9',
    phone: '+919414078901',
    description:
      'Jalore mills producing Lakha Red, Rosy Pink and Chima Pink tiles and slabs at trade prices.',
  },
  {
    businessName: 'Hosur Stone Crafts',
    ownerName: 'Arun Kumar',
    city: 'Hosur',
    pincode: '635109',
    state: 'Tamil Nadu',
    isPremium: false,
    gstin: '33AAHFH3389N1Z4',
    phone: '+919442089012',
    description: 'Cut-to-size counters, vanity tops and tiles in South Indian granites.',
  },
  {
    businessName: 'Khammam Granite Company',
    ownerName: 'Ravi Teja Kondapalli',
    city: 'Khammam',
    pincode: '507001',
    state: 'Telangana',
    isPremium: false,
    gstin: '36AAKCK8815B1Z7',
    phone: '+919848090123',
    description: 'Quarrying and processing of Telangana browns and greens for domestic and export markets.',
  },
  {
    businessName: 'Tumkur Rock Industries',
    ownerName: 'Manjunath Gowda',
    city: 'Tumakuru',
    pincode: '572101',
    state: 'Karnataka',
    isPremium: false,
    gstin: '29AATFT1156D1Z2',
    phone: '+919880101234',
    description: 'Monuments, kerb stones and slabs in Karnataka black and grey granites.',
  },
  {
    businessName: 'Sri Venkateswara Slabs',
    ownerName: 'Padmavathi Chowdary',
    city: 'Chittoor',
    pincode: '517001',
    state: 'Andhra Pradesh',
    isPremium: false,
    gstin: '37AASFS2297E1Z5',
    phone: '+919885112345',
    description: 'Slab processing of Andhra Pradesh blues and greens with resin and mesh backing.',
  },
  {
    businessName: 'Rajsamand Marble & Granite',
    ownerName: 'Dinesh Paliwal',
    city: 'Rajsamand',
    pincode: '313326',
    state: 'Rajasthan',
    isPremium: false,
    gstin: '08AARFR5543G1Z3',
    phone: '+919414123456',
    description: 'Traders and processors of Rajasthan granites with stockyards in Rajsamand and Udaipur.',
  },
];

/**
 * D32: the stone varieties admins keep, as the trade names them, with their colour family and other
 * trade names (search words). Every variety of SEED_VARIETIES is here (each demo product names one);
 * the rest are real Indian granites no demo manufacturer lists yet.
 */
export const SEED_STONE_VARIETIES: { name: string; colour: GraniteColour; aliases?: string[] }[] = [
  { name: 'Black Galaxy', colour: 'Black', aliases: ['Star Galaxy'] },
  { name: 'Absolute Black', colour: 'Black', aliases: ['Chimakurthy Black'] },
  { name: 'Black Pearl', colour: 'Black' },
  { name: 'Rajasthan Black', colour: 'Black' },
  { name: 'Jet Black', colour: 'Black' },
  { name: 'Kashmir White', colour: 'White' },
  { name: 'Colonial White', colour: 'White' },
  { name: 'River White', colour: 'White' },
  { name: 'Moon White', colour: 'White' },
  { name: 'Viscon White', colour: 'White' },
  { name: 'Alaska White', colour: 'White' },
  { name: 'Tan Brown', colour: 'Brown', aliases: ['English Brown'] },
  { name: 'Coffee Brown', colour: 'Brown' },
  { name: 'English Teak', colour: 'Brown' },
  { name: 'Desert Brown', colour: 'Brown' },
  { name: 'Sapphire Brown', colour: 'Brown' },
  { name: "Cat's Eye", colour: 'Brown' },
  { name: 'Steel Grey', colour: 'Gray', aliases: ['Steel Gray'] },
  { name: 'Sadarahalli Grey', colour: 'Gray', aliases: ['Sadarahalli Gray'] },
  { name: 'Silver Grey', colour: 'Gray', aliases: ['Silver Gray'] },
  { name: 'Crystal Grey', colour: 'Gray', aliases: ['Crystal Gray'] },
  { name: 'Blue Pearl', colour: 'Blue' },
  { name: 'Orissa Blue', colour: 'Blue' },
  { name: 'Himalayan Blue', colour: 'Blue' },
  { name: 'Blue Dunes', colour: 'Blue' },
  { name: 'Sapphire Blue', colour: 'Blue' },
  { name: 'Lakha Red', colour: 'Mixed' },
  { name: 'Ruby Red', colour: 'Mixed' },
  { name: 'Imperial Red', colour: 'Mixed' },
  { name: 'Rosy Pink', colour: 'Mixed' },
  { name: 'Chima Pink', colour: 'Mixed' },
  { name: 'Seaweed Green', colour: 'Mixed' },
  { name: 'Forest Green', colour: 'Mixed' },
  { name: 'Tropical Green', colour: 'Mixed' },
  { name: 'Tiger Skin', colour: 'Mixed' },
  { name: 'Paradiso', colour: 'Mixed' },
];
