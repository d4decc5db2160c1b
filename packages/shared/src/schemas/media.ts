import { z } from 'zod';
import { LIMITS } from '../limits';
import { GRANITE_COLOURS, GRANITE_IMAGE_CATEGORIES } from '../options';

/** Admin spec 5 and 8: the texts of the image rules, used as written (D24). */
export const IMAGE_MESSAGES = {
  invalidType: 'Please select a valid image file (JPG, PNG, WebP, or GIF)',
  tooLarge: 'Image size should be less than 5MB',
  uploadSuccess: 'Upload Successful',
  uploadFailed: 'Upload Failed',
  unavailable: 'Image unavailable',
  none: 'No image',
} as const;

/** What the upload field accepts; the server decides by decoding the bytes, never by these. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** One stored rendition of an image (WebP, never wider than the original). */
export const ImageVariant = z.object({ width: z.number().int(), url: z.string() });
export type ImageVariant = z.infer<typeof ImageVariant>;

/**
 * An image as every API answer carries it: the widest rendition's URL and size (for width/height
 * attributes, so nothing shifts while it loads) and every rendition for `srcset`.
 */
export const ImageRef = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(ImageVariant),
});
export type ImageRef = z.infer<typeof ImageRef>;

/** The answer of every upload. */
export const UploadedImage = z.object({ image: ImageRef });
export type UploadedImage = z.infer<typeof UploadedImage>;

/** What an upload is for; decides the minimum size (admin spec 9) and who may upload it. */
export const UPLOAD_KINDS = ['product', 'logo', 'hero', 'texture', 'category', 'team', 'content'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UploadKindQuery = z
  .object({ kind: z.enum(UPLOAD_KINDS, { message: `must be one of ${UPLOAD_KINDS.join(', ')}` }) })
  .strict();

/** Minimum sizes checked on the server (admin spec 5 and 9). */
export const IMAGE_MIN_SIZE: Partial<
  Record<UploadKind, { width: number; height?: number; message: string }>
> = {
  hero: {
    width: LIMITS.heroImageMinWidth,
    message: `Hero images must be at least ${LIMITS.heroImageMinWidth}px wide (16:9 landscape recommended)`,
  },
  texture: {
    width: LIMITS.textureMinSize,
    height: LIMITS.textureMinSize,
    message: `3D textures must be at least ${LIMITS.textureMinSize}x${LIMITS.textureMinSize}px`,
  },
};

// ---------------------------------------------------------------- granite images (hero, 3D viewer)

export const GraniteImageCategorySchema = z.enum(GRANITE_IMAGE_CATEGORIES, {
  message: `must be one of ${GRANITE_IMAGE_CATEGORIES.join(', ')}`,
});

export const StoreListGraniteImagesQuery = z
  .object({ category: GraniteImageCategorySchema.default('hero') })
  .strict();

export const AdminListGraniteImagesQuery = StoreListGraniteImagesQuery;

/** Admin spec 9: a new hero image is 'New Hero Image', colour Mixed, sort order = count. */
export const AdminCreateGraniteImage = z.object({ category: z.literal('hero').default('hero') }).strict();

export const AdminUpdateGraniteImage = z
  .object({
    name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters').optional(),
    description: z
      .string()
      .trim()
      .max(500, 'must be at most 500 characters')
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    color: z.enum(GRANITE_COLOURS, { message: `must be one of ${GRANITE_COLOURS.join(', ')}` }).optional(),
    isActive: z.boolean().optional(),
  })
  .strict();

export const AdminReorderGraniteImages = z
  .object({
    category: GraniteImageCategorySchema,
    ids: z
      .array(z.number().int().positive())
      .min(1, 'must list at least one image')
      .max(200, 'must list at most 200 images')
      .refine((ids) => new Set(ids).size === ids.length, 'must not repeat an image'),
  })
  .strict();

export const GraniteImage = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.enum(GRANITE_COLOURS),
  category: z.enum(GRANITE_IMAGE_CATEGORIES),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  image: ImageRef.nullable(),
});
export type GraniteImage = z.infer<typeof GraniteImage>;
