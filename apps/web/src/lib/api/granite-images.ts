import type { GraniteImage, GraniteImageCategory } from '@granite/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Storefront spec 9: granite images stay fresh 5 minutes and are kept 10. */
const FRESH_MS = 5 * 60 * 1000;
const KEEP_MS = 10 * 60 * 1000;

export function getGraniteImages(category: GraniteImageCategory, signal?: AbortSignal) {
  return api.get<{ items: GraniteImage[] }>('/granite-images', { query: { category }, signal });
}

export const graniteImagesQuery = (category: GraniteImageCategory) =>
  queryOptions({
    queryKey: ['granite-images', category],
    queryFn: ({ signal }) => getGraniteImages(category, signal),
    select: (answer) => answer.items,
    staleTime: FRESH_MS,
    gcTime: KEEP_MS,
  });

/** Active hero images in sort order (the home carousel). */
export const useHeroImages = () => useQuery(graniteImagesQuery('hero'));

/** The 3D viewer's textures (at most five, spec 2.3); `enabled` waits until the section is near. */
export const useViewerTextures = (enabled = true) =>
  useQuery({ ...graniteImagesQuery('3d-viewer'), enabled });
