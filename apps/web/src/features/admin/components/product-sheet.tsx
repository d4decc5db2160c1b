// Add or edit a product from All Granite Products: the one product form in a slide-over.
import type { ProductManageView } from '@granite/shared';
import { PRODUCT_MESSAGES } from '@granite/shared';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { ProductForm } from '@/components/product-form/product-form';
import { FormAlert } from '@/components/ui/form-field';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { useCategories } from '@/lib/api/categories';
import { useStoneVarieties } from '@/lib/api/stone-varieties';
import {
  useActiveManufacturers,
  useAdminProduct,
  useCreateAdminProduct,
  useUpdateAdminProduct,
} from '../api/admin-products';

type ProductSheetProps = {
  /** undefined: closed; 'new': the add form; a number: edit that product. */
  target: 'new' | number | undefined;
  onClose(): void;
};

export function AdminProductSheet({ target, onClose }: ProductSheetProps) {
  const editing = typeof target === 'number' ? target : undefined;
  return (
    <Sheet open={target !== undefined} onOpenChange={(open) => !open && onClose()}>
      <SheetContent title={editing ? 'Edit product' : 'Add product'} className="w-[min(48rem,100vw)]">
        {target !== undefined && <AdminProductEditor key={String(target)} id={editing} onDone={onClose} />}
      </SheetContent>
    </Sheet>
  );
}

/** A suspended manufacturer or inactive category stays choosable for the product that already has it. */
function withCurrent(
  options: { id: number; name: string }[],
  id: number | undefined,
  name: string | undefined,
) {
  if (id === undefined || options.some((o) => o.id === id)) return options;
  return [...options, { id, name: `${name} (not active)` }];
}

function AdminProductEditor({ id, onDone }: { id: number | undefined; onDone(): void }) {
  const loaded = useAdminProduct(id);
  const categoriesQuery = useCategories();
  const varietiesQuery = useStoneVarieties();
  const manufacturersQuery = useActiveManufacturers();
  const create = useCreateAdminProduct();
  const update = useUpdateAdminProduct();
  const product: ProductManageView | undefined = loaded.data;

  const categories = useMemo(
    () =>
      withCurrent(
        (categoriesQuery.data?.items ?? []).map((c) => ({ id: c.id, name: c.name })),
        product?.categoryId,
        product?.categoryName,
      ),
    [categoriesQuery.data, product?.categoryId, product?.categoryName],
  );
  const manufacturers = useMemo(
    () =>
      withCurrent(
        (manufacturersQuery.data?.items ?? []).map((m) => ({ id: m.id, name: m.businessName })),
        product?.vendorId,
        product?.vendorName,
      ),
    [manufacturersQuery.data, product?.vendorId, product?.vendorName],
  );

  if ((id !== undefined && loaded.isPending) || categoriesQuery.isPending || manufacturersQuery.isPending) {
    return (
      <p role="status" className="p-6 text-sm text-stone-600">
        Loading...
      </p>
    );
  }
  if ((id !== undefined && !product) || categoriesQuery.isError || manufacturersQuery.isError) {
    return (
      <div className="p-6">
        <FormAlert>This product could not be loaded. It may have been deleted.</FormAlert>
      </div>
    );
  }

  return (
    <ProductForm
      mode="admin"
      product={product}
      categories={categories}
      varieties={varietiesQuery.data?.items}
      manufacturers={manufacturers}
      onCancel={onDone}
      onReload={() => loaded.refetch()}
      onSave={async (values) => {
        if (product) {
          const saved = await update.mutateAsync({ id: product.id, input: values });
          toast.success(PRODUCT_MESSAGES.updated, { description: `${saved.name} has been saved.` });
        } else {
          const saved = await create.mutateAsync(values);
          toast.success(PRODUCT_MESSAGES.created, {
            description: `${saved.name} is live on the marketplace.`,
          });
        }
        onDone();
      }}
    />
  );
}
