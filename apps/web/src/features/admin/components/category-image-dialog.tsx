import { type AdminCategory, CATEGORY_MESSAGES } from '@granite/shared';
import { toast } from 'sonner';
import { ImageUploadField } from '@/components/image-upload-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useUpdateCategory } from '../api/admin-categories';

/** A category's header image (spec 9: 400x300px), uploaded through the media pipeline, then saved on the row. */
export function CategoryImageDialog({
  category,
  onOpenChange,
}: {
  category: AdminCategory | null;
  onOpenChange(open: boolean): void;
}) {
  const update = useUpdateCategory();
  async function save(headerImageMediaId: string | null) {
    if (!category) return;
    try {
      await update.mutateAsync({
        id: category.id,
        changes: { version: category.version, headerImageMediaId },
      });
      toast.success(CATEGORY_MESSAGES.updated);
      onOpenChange(false);
    } catch (error) {
      toast.error(CATEGORY_MESSAGES.saveFailed, {
        description: error instanceof Error ? error.message : CATEGORY_MESSAGES.tryAgain,
      });
    }
  }
  return (
    <Dialog open={category !== null} onOpenChange={onOpenChange}>
      {category && (
        <DialogContent
          title={`Header image: ${category.name}`}
          description="Shown at the top of the category's page and on its card."
          footer={
            <div className="flex justify-end gap-2">
              {category.headerImage && (
                <Button variant="secondary" disabled={update.isPending} onClick={() => save(null)}>
                  Remove image
                </Button>
              )}
              <Button variant="ghost" onClick={() => onOpenChange(false)}>
                Close
              </Button>
            </div>
          }
        >
          <ImageUploadField
            label="Header image"
            target={{ kind: 'category' }}
            value={category.headerImage}
            onUploaded={(image) => save(image.id)}
            hint="Recommended 400x300px. JPG, PNG, WebP or GIF, at most 5MB."
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
