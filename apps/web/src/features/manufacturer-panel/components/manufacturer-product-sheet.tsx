import { PRODUCT_MESSAGES } from '@granite/shared';
// Add or edit one of my products: the one product form (components/product-form) in a slide-over.
import { useMemo } from 'react';
import { toast } from 'sonner';
import { ProductForm } from '@/components/product-form/product-form';
import { FormAlert } from '@/components/ui/form-field';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { useCategories } from '@/lib/api/categories';
import { useStoneVarieties } from '@/lib/api/stone-varieties';
import { useSession } from '@/lib/auth/session';
import { useT } from '@/lib/i18n';
import {
  useCreateManufacturerProduct,
  useManufacturerProduct,
  useUpdateManufacturerProduct,
} from '../api/manufacturer-products';

type ManufacturerProductSheetProps = {
  /** undefined: closed; 'new': the add form; a number: edit that product. */
  target: 'new' | number | undefined;
  onClose(): void;
};

export function ManufacturerProductSheet({ target, onClose }: ManufacturerProductSheetProps) {
  const editing = typeof target === 'number' ? target : undefined;
  const t = useT();
  return (
    <Sheet open={target !== undefined} onOpenChange={(open) => !open && onClose()}>
      <SheetContent title={editing ? t('Edit product') : t('Add product')} className="w-[min(48rem,100vw)]">
        {target !== undefined && (
          <ManufacturerProductEditor key={String(target)} id={editing} onDone={onClose} />
        )}
      </SheetContent>
    </Sheet>
  );
}

function ManufacturerProductEditor({ id, onDone }: { id: number | undefined; onDone(): void }) {
  const loaded = useManufacturerProduct(id);
  const categoriesQuery = useCategories();
  const varietiesQuery = useStoneVarieties();
  const state = useSession();
  const create = useCreateManufacturerProduct();
  const update = useUpdateManufacturerProduct();
  const product = loaded.data;
  const t = useT();
  const ownManufacturers = state.status === 'signed-in' ? state.session.vendors : undefined;

  const manufacturers = useMemo(
    () => (ownManufacturers ?? []).map((v) => ({ id: v.id, name: v.businessName })),
    [ownManufacturers],
  );
  const categories = useMemo(() => {
    const live = (categoriesQuery.data?.items ?? []).map((c) => ({ id: c.id, name: c.name }));
    // A category switched off after the product was listed stays choosable for that product.
    if (product && !live.some((c) => c.id === product.categoryId)) {
      live.push({
        id: product.categoryId,
        name: t('{category} (not active)', { category: product.categoryName }),
      });
    }
    return live;
  }, [categoriesQuery.data, product, t]);

  if ((id !== undefined && loaded.isPending) || categoriesQuery.isPending) {
    return (
      <p role="status" className="p-6 text-sm text-stone-600">
        {t('Loading...')}
      </p>
    );
  }
  if ((id !== undefined && !product) || categoriesQuery.isError) {
    return (
      <div className="p-6">
        <FormAlert>{t('This product could not be loaded. It may have been deleted.')}</FormAlert>
      </div>
    );
  }

  return (
    <ProductForm
      mode="vendor"
      product={product}
      categories={categories}
      varieties={varietiesQuery.data?.items}
      manufacturers={manufacturers}
      onCancel={onDone}
      onReload={() => loaded.refetch()}
      onSave={async (values) => {
        if (product) {
          const saved = await update.mutateAsync({ id: product.id, input: values });
          toast.success(t(PRODUCT_MESSAGES.updated), {
            description: t('{name} has been saved.', { name: saved.name }),
          });
        } else {
          const saved = await create.mutateAsync(values);
          toast.success(t(PRODUCT_MESSAGES.created), {
            description: t('{name} is now listed on the marketplace.', { name: saved.name }),
          });
        }
        onDone();
      }}
    />
  );
}
