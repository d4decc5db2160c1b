import { type AdminCategory, CATEGORY_MESSAGES } from '@granite/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { ImageIcon, Pencil, Plus, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DataTable, RowActions, useConfirm, useTableParams } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { isApiError } from '@/lib/api';
import {
  useAdminCategories,
  useDeleteCategory,
  useSaveAllCategories,
  useUpdateCategory,
} from '../api/admin-categories';
import { CategoryAddForm } from '../components/category-add-form';
import { CategoryColourField, CategoryColourSwatch } from '../components/category-colour-field';
import { CategoryImageDialog } from '../components/category-image-dialog';

type Draft = { name: string; description: string; color: string };

function failed(error: unknown) {
  const conflict = isApiError(error) && error.code === 'conflict';
  toast.error(CATEGORY_MESSAGES.saveFailed, {
    description: error instanceof Error ? error.message : CATEGORY_MESSAGES.tryAgain,
    ...(conflict && error.message.startsWith('This record')
      ? { action: { label: 'Reload', onClick: () => window.location.reload() } }
      : {}),
  });
}

/** Admin spec 2 "Manage Granite Categories": table, add form, inline edit, Save All Changes, delete. */
export function AdminCategoriesPage() {
  const categories = useAdminCategories();
  const update = useUpdateCategory();
  const saveAll = useSaveAllCategories();
  const remove = useDeleteCategory();
  const { confirm, dialog } = useConfirm();
  const params = useTableParams({ pageSize: 100 });
  const [adding, setAdding] = useState(false);
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [imageOf, setImageOf] = useState<AdminCategory | null>(null);

  const rows = categories.data;
  const editing = Object.keys(drafts).length;

  const startEdit = (c: AdminCategory) =>
    setDrafts((d) => ({ ...d, [c.id]: { name: c.name, description: c.description, color: c.color } }));
  const cancelEdit = (id: number) => setDrafts(({ [id]: _gone, ...rest }) => rest);
  const setDraft = (id: number, change: Partial<Draft>) =>
    setDrafts((d) => ({ ...d, [id]: { ...d[id]!, ...change } }));

  async function saveRow(c: AdminCategory) {
    const draft = drafts[c.id];
    if (!draft) return;
    try {
      await update.mutateAsync({ id: c.id, changes: { version: c.version, ...draft } });
      cancelEdit(c.id);
      toast.success(CATEGORY_MESSAGES.updated);
    } catch (error) {
      failed(error);
    }
  }

  async function saveEverything() {
    const items = (rows ?? [])
      .filter((c) => drafts[c.id])
      .map((c) => ({ id: c.id, version: c.version, ...drafts[c.id]! }));
    if (items.length === 0) return;
    try {
      await saveAll.mutateAsync(items);
      setDrafts({});
      toast.success(CATEGORY_MESSAGES.updated, {
        description: `${items.length} ${items.length === 1 ? 'category' : 'categories'} saved.`,
      });
    } catch (error) {
      failed(error);
    }
  }

  const columns: ColumnDef<AdminCategory>[] = [
    {
      id: 'name',
      header: 'Name',
      meta: { primary: true, className: 'min-w-48' },
      cell: ({ row }) => {
        const draft = drafts[row.original.id];
        if (!draft) return <span className="font-medium text-granite-black">{row.original.name}</span>;
        return (
          <Input
            aria-label={`Name of ${row.original.name}`}
            value={draft.name}
            className="h-9"
            onChange={(e) => setDraft(row.original.id, { name: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void saveRow(row.original);
              if (e.key === 'Escape') cancelEdit(row.original.id);
            }}
          />
        );
      },
    },
    {
      id: 'color',
      header: 'Colour',
      cell: ({ row }) => {
        const draft = drafts[row.original.id];
        if (draft) {
          return (
            <CategoryColourField
              compact
              label={`Colour of ${row.original.name}`}
              value={draft.color}
              onChange={(color) => setDraft(row.original.id, { color })}
            />
          );
        }
        return (
          <span className="flex items-center gap-2">
            <CategoryColourSwatch color={row.original.color} label="Aa" />
            <code className="text-xs text-stone-600">{row.original.color}</code>
          </span>
        );
      },
    },
    {
      id: 'description',
      header: 'Description',
      meta: { className: 'min-w-56' },
      cell: ({ row }) => {
        const draft = drafts[row.original.id];
        if (!draft) return <span className="line-clamp-2 text-stone-700">{row.original.description}</span>;
        return (
          <Input
            aria-label={`Description of ${row.original.name}`}
            value={draft.description}
            className="h-9"
            onChange={(e) => setDraft(row.original.id, { description: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void saveRow(row.original);
              if (e.key === 'Escape') cancelEdit(row.original.id);
            }}
          />
        );
      },
    },
    {
      id: 'products',
      header: 'Products',
      meta: { align: 'right' },
      cell: ({ row }) => (
        <span className="tabular-nums" title={`${row.original.liveProductCount} shown in the catalogue`}>
          {row.original.productCount.toLocaleString('en-IN')}
          <span className="block text-xs text-stone-500">{row.original.liveProductCount} live</span>
        </span>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { align: 'right' },
      cell: ({ row }) =>
        drafts[row.original.id] ? (
          <span className="flex justify-end gap-1.5">
            <Button size="sm" onClick={() => saveRow(row.original)} disabled={update.isPending}>
              Save
            </Button>
            <Button size="sm" variant="secondary" onClick={() => cancelEdit(row.original.id)}>
              Cancel
            </Button>
          </span>
        ) : (
          <RowActions
            label={row.original.name}
            confirm={confirm}
            actions={[
              {
                label: 'Edit',
                icon: <Pencil aria-hidden="true" />,
                onSelect: () => startEdit(row.original),
              },
              {
                label: row.original.headerImage ? 'Change header image' : 'Add header image',
                icon: <ImageIcon aria-hidden="true" />,
                onSelect: () => setImageOf(row.original),
              },
              {
                label: 'Delete',
                icon: <Trash2 aria-hidden="true" />,
                destructive: true,
                confirm: {
                  title: `Delete ${row.original.name}?`,
                  description:
                    row.original.productCount > 0
                      ? `It disappears from the catalogue. Its ${row.original.productCount} products keep their records but are no longer shown under it.`
                      : 'It disappears from the catalogue.',
                  confirmLabel: 'Delete category',
                },
                onSelect: async () => {
                  try {
                    await remove.mutateAsync({ id: row.original.id, version: row.original.version });
                    toast.success(CATEGORY_MESSAGES.deleted, { description: CATEGORY_MESSAGES.deactivated });
                  } catch (error) {
                    failed(error);
                    throw error;
                  }
                },
              },
            ]}
          />
        ),
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Manage Granite Categories"
        description="The categories buyers browse: name, colour, description and header image."
        variant="panel"
        actions={
          <>
            <Button
              variant="secondary"
              onClick={saveEverything}
              disabled={editing === 0 || saveAll.isPending}
            >
              <Save aria-hidden="true" />
              {saveAll.isPending ? 'Saving…' : 'Save All Changes'}
              {editing > 0 && <span className="tabular-nums">({editing})</span>}
            </Button>
            <Button onClick={() => setAdding(true)} disabled={adding}>
              <Plus aria-hidden="true" />
              Add category
            </Button>
          </>
        }
      />

      {adding && <CategoryAddForm onDone={() => setAdding(false)} />}

      <DataTable
        caption="Granite categories"
        columns={columns}
        rows={rows}
        total={rows?.length ?? 0}
        params={params}
        getRowId={(c) => String(c.id)}
        isLoading={categories.isPending}
        isError={categories.isError}
        onRetry={() => categories.refetch()}
        highlightRow={(c) => Boolean(drafts[c.id])}
        empty={{
          title: 'No categories yet',
          description: 'Add the first category buyers will browse.',
          action: (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              Add category
            </Button>
          ),
        }}
      />
      {dialog}
      <CategoryImageDialog category={imageOf} onOpenChange={(open) => !open && setImageOf(null)} />
    </div>
  );
}
