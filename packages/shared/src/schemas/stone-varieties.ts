// D32: the stone varieties admins keep (Black Galaxy, Kashmir White …). Buyers and the trade name
// granite by its variety, not by colour alone: a product names one, the catalogue filters and
// compares by it, and search finds it by its name and the other names the trade uses (aliases).
import { z } from 'zod';
import { GRANITE_COLOURS, STONE_VARIETY_STATUSES } from '../options';
import { Timestamp } from './common';

export const STONE_VARIETY_MESSAGES = {
  added: 'Variety added',
  updated: 'Variety updated',
  hidden: 'Variety hidden',
  shown: 'Variety shown again',
  nameRequired: 'Variety name is required',
  duplicateName: (name: string) => `A variety named "${name}" already exists`,
} as const;

/** "Cat's Eye" → "cats-eye": the variety's address in catalogue filters (?variety=<slug>). */
export function varietySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const VarietyName = z
  .string({ message: STONE_VARIETY_MESSAGES.nameRequired })
  .trim()
  .min(1, STONE_VARIETY_MESSAGES.nameRequired)
  .max(80, 'must be at most 80 characters')
  .refine((v) => varietySlug(v).length > 0, 'must contain a letter or a digit');

const Colour = z
  .union([z.literal(''), z.enum(GRANITE_COLOURS)], {
    message: `must be one of: ${GRANITE_COLOURS.join(', ')}`,
  })
  .nullish()
  .transform((v) => (v ? v : null));

/** Other names the trade uses ("Jet Black" for Absolute Black): search words, at most 10. */
const Aliases = z
  .array(z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters'), {
    message: 'must be a list of names',
  })
  .max(10, 'at most 10 other names')
  .default([])
  .transform((list) => [...new Set(list)]);

/** POST /api/v1/admin/stone-varieties */
export const AdminCreateStoneVariety = z
  .object({ name: VarietyName, colour: Colour, aliases: Aliases })
  .strict();
export type AdminCreateStoneVariety = z.input<typeof AdminCreateStoneVariety>;

/** PATCH /api/v1/admin/stone-varieties/:id: the fields to change, with the version loaded (D29). */
export const AdminUpdateStoneVariety = z
  .object({
    name: VarietyName.optional(),
    colour: Colour.optional(),
    aliases: Aliases.optional(),
    /** 'hidden': no longer offered to new products, the public list and the filters. */
    status: z
      .enum(STONE_VARIETY_STATUSES, { message: `must be one of: ${STONE_VARIETY_STATUSES.join(', ')}` })
      .optional(),
    version: z
      .number({ message: 'is required (the version of the variety you loaded)' })
      .int('must be a whole number')
      .min(1, 'must be at least 1'),
  })
  .strict();
export type AdminUpdateStoneVariety = z.input<typeof AdminUpdateStoneVariety>;

export const AdminStoneVariety = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  colour: z.enum(GRANITE_COLOURS).nullable(),
  aliases: z.array(z.string()),
  status: z.enum(STONE_VARIETY_STATUSES),
  /** Products naming it (any status). */
  productCount: z.number().int(),
  /** Manufacturers with a live product of it. */
  manufacturerCount: z.number().int(),
  version: z.number().int(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type AdminStoneVariety = z.infer<typeof AdminStoneVariety>;

export const AdminStoneVarietyList = z.object({ items: z.array(AdminStoneVariety) });
export type AdminStoneVarietyList = z.infer<typeof AdminStoneVarietyList>;

/** GET /api/v1/stone-varieties: the active varieties, by name (product forms, filters). */
export const StoreStoneVariety = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  colour: z.enum(GRANITE_COLOURS).nullable(),
});
export type StoreStoneVariety = z.infer<typeof StoreStoneVariety>;

export const StoreStoneVarietyList = z.object({ items: z.array(StoreStoneVariety) });
export type StoreStoneVarietyList = z.infer<typeof StoreStoneVarietyList>;
