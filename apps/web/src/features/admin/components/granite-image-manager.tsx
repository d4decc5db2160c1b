import { GRANITE_COLOURS, type GraniteColour, type GraniteImage, LIMITS } from '@granite/shared';
import { ArrowDown, ArrowUp, ImagePlus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ImageUploadField } from '@/components/image-upload-field';
import { Button } from '@/components/ui/button';
import { Field, Input, Select, Textarea } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useAddHeroImage,
  useAdminGraniteImages,
  useDeleteGraniteImage,
  useGraniteImagesChanged,
  useReorderGraniteImages,
  useUpdateGraniteImage,
} from '@/features/admin/api/admin-granite-images';

const HERO_GUIDELINES = `Minimum ${LIMITS.heroImageMinWidth}px width, 16:9 landscape, maximum 5MB, JPG/PNG/WebP/GIF.`;
const TEXTURE_GUIDELINES = `Minimum ${LIMITS.textureMinSize}x${LIMITS.textureMinSize}px square, 300 DPI recommended, maximum 5MB, JPG/PNG/WebP preferred.`;

/** Admin spec 2, Settings → Images: the Granite Image Manager for hero images. */
export function GraniteImageManager() {
  const { data: images, isPending, isError } = useAdminGraniteImages('hero');
  const add = useAddHeroImage();
  const reorder = useReorderGraniteImages('hero');

  function move(index: number, by: -1 | 1) {
    if (!images) return;
    const ids = images.map((i) => i.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    reorder.mutate(ids);
  }

  return (
    <section aria-labelledby="hero-images-heading" className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="hero-images-heading" className="text-lg font-semibold">
            Granite Image Manager
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            Hero images of the home page carousel. {HERO_GUIDELINES}
          </p>
        </div>
        <Button
          onClick={() =>
            add.mutate(undefined, {
              onSuccess: () =>
                toast.success('Hero Image Added', {
                  description: 'A new slot was created: upload an image for it.',
                }),
            })
          }
          disabled={add.isPending}
        >
          <Plus aria-hidden="true" />
          Add Hero Image
        </Button>
      </div>
      {isPending ? (
        <p className="text-sm text-stone-600" role="status">
          Loading granite images...
        </p>
      ) : isError ? (
        <p className="text-sm text-red-700" role="alert">
          Failed to load image
        </p>
      ) : images.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-stone-300 p-10 text-center">
          <ImagePlus aria-hidden="true" className="size-8 text-stone-400" />
          <p className="font-medium">No Images Yet</p>
          <p className="text-sm text-stone-600">Add a hero image to show it in the home page carousel.</p>
        </div>
      ) : (
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {images.map((image, i) => (
            <li key={image.id}>
              <HeroImageCard
                image={image}
                first={i === 0}
                last={i === images.length - 1}
                onMove={(by) => move(i, by)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HeroImageCard({
  image,
  first,
  last,
  onMove,
}: {
  image: GraniteImage;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const update = useUpdateGraniteImage('hero');
  const remove = useDeleteGraniteImage();
  const changed = useGraniteImagesChanged('hero');
  const [name, setName] = useState(image.name);
  const [description, setDescription] = useState(image.description ?? '');

  function save(changes: Parameters<typeof update.mutate>[0]['changes']) {
    update.mutate({ id: image.id, changes }, { onSuccess: () => toast.success('Image Updated') });
  }

  return (
    <article className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <ImageUploadField
        label="Image"
        target={{ graniteImageId: image.id }}
        value={image.image}
        onUploaded={() => void changed()}
        aspect="16/9"
      />
      <Field label="Name">
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => name.trim() && name.trim() !== image.name && save({ name: name.trim() })}
          />
        )}
      </Field>
      <Field label="Description">
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={500}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            onBlur={() => description !== (image.description ?? '') && save({ description })}
          />
        )}
      </Field>
      <Field label="Colour">
        {(control) => (
          <Select
            {...control}
            value={image.color}
            onChange={(e) => save({ color: e.target.value as GraniteColour })}
          >
            {GRANITE_COLOURS.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex items-center justify-between gap-2 border-t border-stone-100 pt-3">
        <div className="flex gap-1">
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label="Move earlier"
            disabled={first}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label="Move later"
            disabled={last}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
        </div>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm(`Remove "${image.name}" from the carousel? Its image files are deleted.`))
              return;
            remove.mutate(image.id, { onSuccess: () => toast.success('Image Removed') });
          }}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}

/** Admin spec 8 (error catalogue): the toast when a 3D texture cannot be saved. */
const TEXTURE_SAVE_FAILED = 'Failed to save the 3D viewer images. Please try again.';

/** Admin spec 2, Homepage → 3D Viewer: the five fixed textures, each image replaceable. */
export function TextureManager() {
  const { data: textures, isPending, isError } = useAdminGraniteImages('3d-viewer');
  const changed = useGraniteImagesChanged('3d-viewer');
  return (
    <section aria-labelledby="textures-heading" className="space-y-5">
      <div>
        <h2 id="textures-heading" className="text-lg font-semibold">
          Granite Textures
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          The five textures of the home page 3D viewer. {TEXTURE_GUIDELINES}
        </p>
      </div>
      {isPending ? (
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-5">
          {['a', 'b', 'c', 'd', 'e'].map((k) => (
            <Skeleton key={k} className="aspect-square" />
          ))}
        </div>
      ) : isError ? (
        <p className="text-sm text-red-700" role="alert">
          Failed to load image
        </p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-5">
          {textures.map((texture) => (
            <li key={texture.id} className="rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
              <ImageUploadField
                label={texture.name}
                target={{ graniteImageId: texture.id }}
                value={texture.image}
                onUploaded={() => void changed()}
                aspect="1/1"
                failedTitle={TEXTURE_SAVE_FAILED}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
