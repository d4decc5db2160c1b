// CSV import of the manufacturer panel: every row checked with the shared product schema;
// a preview (dry run) writes nothing; the import creates the good rows in one transaction and skips
// the bad ones, each reported with its line and the columns at fault (README).
import {
  ManufacturerProductInput,
  PRODUCT_MESSAGES,
  type ProductCsvColumn,
  type ProductImportReport,
  type ProductImportRow,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { catalogChanged } from '../../lib/catalog-events';
import { fieldsFromZodIssues } from '../../lib/errors';
import { actingFor } from '../access/access.service';
import { parseImportCsv, parseYesNo } from './product-csv';
import {
  activeVarieties,
  insertProducts,
  liveCategories,
  type ProductValues,
  refreshSearchText,
} from './product-editor.queries';
import { manufacturersManufacturer } from './product-editor.service';

type Deps = Pick<AppDeps, 'db'>;

const COLUMN_OF_FIELD: Record<string, ProductCsvColumn> = {
  name: 'name',
  price: 'price_per_sqft',
  categoryId: 'category',
  varietyId: 'variety',
  materialQuality: 'material_quality',
  productType: 'product_type',
  thickness: 'thickness',
  slabSize: 'slab_size',
  tileSize: 'tile_size',
  finishType: 'finish_type',
  waterAbsorption: 'water_absorption',
  application: 'application',
  origin: 'origin',
  colour: 'colour',
  hsn: 'hsn',
  availabilityStatus: 'availability_status',
  isBestSeller: 'best_seller',
  description: 'description',
};

/**
 * Checks every row of an import file; with `dryRun` nothing is written (the preview). Otherwise the
 * rows without errors are created in one transaction and the rows with errors are skipped, each
 * named with its line and the columns at fault (README: a bad row is skipped, it does not stop the file).
 */
export async function importAsManufacturer(
  deps: Deps,
  actor: Actor | null,
  input: { csv: string; dryRun: boolean; vendorId?: number },
): Promise<ProductImportReport> {
  const keeper = actingFor(actor, 'catalogue.write');
  const manufacturerId = manufacturersManufacturer(keeper, input.vendorId);
  // The actor's manufacturers are active ones (actor.vendorIds), so only the rows need checking.
  const records = parseImportCsv(input.csv);
  const categoryByName = new Map(
    (await liveCategories(deps.db)).map((c) => [c.name.trim().toLowerCase(), c.id]),
  );

  // D32: a variety is named by its name or one of its other names (aliases), in any case.
  const varietyByName = new Map<string, number>();
  for (const v of await activeVarieties(deps.db)) {
    for (const alias of v.aliases) varietyByName.set(alias.trim().toLowerCase(), v.id);
  }
  for (const v of await activeVarieties(deps.db)) varietyByName.set(v.name.trim().toLowerCase(), v.id);

  const rows: (ProductImportRow & { values?: ProductValues })[] = records.map((record) => {
    const cells = record.cells;
    const name = cells.name ?? '';
    if (record.problem)
      return { line: record.line, name, outcome: 'error', errors: { _: record.problem }, productId: null };
    const errors: Record<string, string> = {};
    const categoryName = (cells.category ?? '').trim();
    const categoryId = categoryName ? categoryByName.get(categoryName.toLowerCase()) : undefined;
    if (!categoryName) errors.category = 'is required';
    else if (categoryId === undefined)
      errors.category = `"${categoryName}" is not a category of this marketplace`;
    const varietyName = (cells.variety ?? '').trim();
    const varietyId = varietyName ? varietyByName.get(varietyName.toLowerCase()) : undefined;
    if (varietyName && varietyId === undefined)
      errors.variety = `"${varietyName}" is not a stone variety of this marketplace`;
    const bestSeller = parseYesNo(cells.best_seller);
    if (bestSeller === undefined) errors.best_seller = 'must be yes or no';
    const parsed = ManufacturerProductInput.safeParse({
      name: cells.name ?? '',
      price: cells.price_per_sqft ?? '',
      // An unknown category already has its own message above; the schema's would only repeat it.
      categoryId: categoryId ?? 0,
      varietyId: varietyId ?? null,
      description: cells.description,
      // "Best Seller" is the marketplace's to give (admins): a manufacturer's import never sets it.
      isBestSeller: false,
      materialQuality: cells.material_quality,
      productType: cells.product_type,
      thickness: cells.thickness,
      slabSize: cells.slab_size,
      tileSize: cells.tile_size,
      finishType: cells.finish_type,
      waterAbsorption: cells.water_absorption,
      application: cells.application,
      origin: cells.origin,
      colour: cells.colour,
      hsn: cells.hsn,
      availabilityStatus: cells.availability_status || undefined,
      vendorId: manufacturerId,
    });
    if (!parsed.success) {
      for (const [field, message] of Object.entries(fieldsFromZodIssues(parsed.error.issues))) {
        const column = COLUMN_OF_FIELD[field.split('.')[0] ?? ''] ?? field;
        // In a file the spec's form sentence reads better as the column's own "is required".
        errors[column] ??= message === PRODUCT_MESSAGES.nameAndPriceRequired ? 'is required' : message;
      }
    }
    if (Object.keys(errors).length || !parsed.success) {
      return { line: record.line, name, outcome: 'error', errors, productId: null };
    }
    const { images: _images, vendorId: _manufacturer, ...fields } = parsed.data;
    return {
      line: record.line,
      name: parsed.data.name,
      outcome: 'ok',
      errors: {},
      productId: null,
      values: { ...fields, vendorId: manufacturerId, createdByAdmin: false, status: 'active' },
    };
  });

  const valid = rows.filter((r) => r.outcome === 'ok');
  let created = 0;
  if (!input.dryRun && valid.length) {
    const ids = await deps.db.transaction(async (tx) => {
      const out: number[] = [];
      // A few hundred rows per statement keeps each insert well under PostgreSQL's parameter limit.
      for (let i = 0; i < valid.length; i += 250) {
        out.push(
          ...(await insertProducts(
            tx,
            valid.slice(i, i + 250).map((r) => r.values!),
          )),
        );
      }
      await refreshSearchText(tx, { productIds: out });
      return out;
    });
    ids.forEach((id, i) => {
      valid[i]!.productId = id;
    });
    created = ids.length;
    catalogChanged(deps);
  }
  return {
    dryRun: input.dryRun,
    total: rows.length,
    valid: valid.length,
    invalid: rows.length - valid.length,
    created,
    rows: rows.map(({ values: _values, ...row }) => row),
  };
}
