// Admin "Manage Granite Categories" (admin spec 2, 5, 8). One schema per request body,
// used by the screen's forms and by the server; strict, so an unknown field (a stored `count`, an
// `is_active`) is refused by name instead of written.
import { z } from 'zod';
import { Timestamp } from './common';
import { ImageRef } from './media';

/**
 * The colour classes a category may use, with the colour each stands for. A class outside this
 * list would not exist in the built stylesheet, so it is refused rather than stored and shown as
 * nothing; the hex lets every screen draw the swatch without depending on the stylesheet.
 */
export const CATEGORY_COLOUR_CLASSES = {
  'bg-granite-gray': '#3f3f46',
  'bg-granite-black': '#17171a',
  'bg-gray-100': '#f3f4f6',
  'bg-stone-100': '#f5f5f4',
  'bg-stone-300': '#d6d3d1',
  'bg-stone-500': '#78716c',
  'bg-stone-700': '#44403c',
  'bg-zinc-600': '#52525b',
  'bg-slate-700': '#334155',
  'bg-amber-900': '#78350f',
  'bg-red-900': '#7f1d1d',
  'bg-blue-900': '#1e3a8a',
  'bg-green-900': '#14532d',
} as const satisfies Record<string, string>;
export type CategoryColourClass = keyof typeof CATEGORY_COLOUR_CLASSES;

/** Spec 5: the default colour class (with white text). */
export const DEFAULT_CATEGORY_COLOUR: CategoryColourClass = 'bg-granite-gray';
/** Spec 5: what a new category without a description gets. */
export const CATEGORY_DESCRIPTION_PENDING = 'Description pending';
/** Spec 5: what a new category without a name gets. */
export const newCategoryName = (id: number) => `New Granite ${id}`;

/** The spec's create/update/delete toasts for categories (storefront 10; D24). */
export const CATEGORY_MESSAGES = {
  added: 'Category Created',
  updated: 'Category Updated',
  deleted: 'Category Deleted',
  /** The text under 'Category Deleted': a category is deactivated, not removed (spec 5). */
  deactivated: 'Category has been deactivated successfully',
  saveFailed: 'Error saving changes',
  tryAgain: 'Please try again',
  duplicateName: 'A category with this name already exists',
  colour: 'must be a colour class such as bg-granite-gray or a hex code such as #3f3f46',
} as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The hex code a colour value stands for, or null when it is neither a known class nor a hex. */
export function categoryColourHex(color: string): string | null {
  if (HEX.test(color)) {
    const h = color.toLowerCase();
    return h.length === 4 ? `#${h[1]}${h[1]}${h[2]}${h[2]}${h[3]}${h[3]}` : h;
  }
  return (CATEGORY_COLOUR_CLASSES as Record<string, string>)[color] ?? null;
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * Spec 5's text-colour rule: text-stone-900 on bg-gray-100, text-white otherwise. Read as what it
 * is for (DESIGN: every text/background pair meets WCAG AA): white unless white text would fall
 * below 4.5:1 on the colour, then stone-900. bg-gray-100 gets stone-900 and bg-granite-gray white,
 * as the spec says; a light hex such as #e7e5e4 gets readable dark text too.
 */
export function categoryTextColor(color: string): 'text-white' | 'text-stone-900' {
  const hex = categoryColourHex(color);
  if (!hex) return 'text-white';
  const contrastWithWhite = 1.05 / (luminance(hex) + 0.05);
  return contrastWithWhite >= 4.5 ? 'text-white' : 'text-stone-900';
}

export const CategoryColour = z
  .string({ message: CATEGORY_MESSAGES.colour })
  .trim()
  .refine((v) => categoryColourHex(v) !== null, CATEGORY_MESSAGES.colour)
  .transform((v) => (v.startsWith('#') ? v.toLowerCase() : v));

const CategoryName = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Name must be at most 80 characters');

const CategoryDescription = z.string().trim().max(1000, 'Description must be at most 1000 characters');

/** Optional for a new category (spec 5: 'New Granite {id}'); blank counts as missing. */
const OptionalName = z
  .string()
  .trim()
  .max(80, 'Name must be at most 80 characters')
  .optional()
  .transform((v) => v || undefined);

/** D29: the row version the form loaded. */
const CategoryVersion = z.coerce
  .number({ message: 'must be the version you loaded' })
  .int('must be the version you loaded')
  .positive('must be the version you loaded');

/** An uploaded image (POST /media?kind=category) to show as the header, or null to remove it. */
const HeaderImageMediaId = z.uuid('must be the id of an uploaded image').nullable();

export const AdminCreateCategory = z
  .object({
    name: OptionalName,
    description: CategoryDescription.optional(),
    color: CategoryColour.optional(),
    headerImageMediaId: HeaderImageMediaId.optional(),
  })
  .strict();
export type AdminCreateCategory = z.input<typeof AdminCreateCategory>;

export const AdminUpdateCategory = z
  .object({
    version: CategoryVersion,
    name: CategoryName.optional(),
    description: CategoryDescription.optional(),
    color: CategoryColour.optional(),
    headerImageMediaId: HeaderImageMediaId.optional(),
  })
  .strict();
export type AdminUpdateCategory = z.input<typeof AdminUpdateCategory>;

/** Save All Changes (spec 2): every edited row in one transaction, all or nothing. */
export const AdminSaveCategories = z
  .object({
    items: z
      .array(AdminUpdateCategory.extend({ id: z.number().int().positive() }).strict())
      .min(1, 'must list at least one category')
      .max(500, 'must list at most 500 categories'),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.items.forEach((item, index) => {
      if (seen.has(item.id)) {
        ctx.addIssue({ code: 'custom', path: ['items', index, 'id'], message: 'is listed twice' });
      }
      seen.add(item.id);
    });
  });
export type AdminSaveCategories = z.input<typeof AdminSaveCategories>;

export const AdminDeleteCategoryQuery = z.object({ version: CategoryVersion.optional() }).strict();

export const AdminCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  textColor: z.string(),
  headerImageUrl: z.string().nullable(),
  headerImage: ImageRef.nullable(),
  /** Every product filed under the category, whatever its status. */
  productCount: z.number().int(),
  /** Those the public catalogue shows: active, of an active manufacturer. */
  liveProductCount: z.number().int(),
  version: z.number().int(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type AdminCategory = z.infer<typeof AdminCategory>;

export const AdminCategoryList = z.object({ items: z.array(AdminCategory) });
export type AdminCategoryList = z.infer<typeof AdminCategoryList>;
