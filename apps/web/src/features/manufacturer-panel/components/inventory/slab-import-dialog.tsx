// Slabs of one product from a CSV file (D32), as the product import works: choose the product and
// the file, read the preview (every row checked by the server, nothing written), then import. Lots
// are made for blocks not yet in stock; bad rows are listed with their line and skipped.
import {
  LOT_LIMITS,
  SLAB_CSV_COLUMNS,
  SLAB_CSV_REQUIRED_COLUMNS,
  type SlabImportReport,
} from '@granite/shared';
import { CircleAlert, CircleCheck, Download, FileUp } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, FormAlert, Select } from '@/components/ui/form-field';
import { useImportSlabs } from '@/features/manufacturer-panel/api/manufacturer-lots';
import { slabName } from '@/features/manufacturer-panel/lib/slab-format';
import { useT } from '@/lib/i18n';

const MAX_MB = LOT_LIMITS.importMaxBytes / 1024 / 1024;

/** The template a manufacturer downloads: the header line, in the order the server reads. */
const TEMPLATE = `${SLAB_CSV_COLUMNS.join(',')}\n`;

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  products: { value: string; label: string }[];
  /** The product the Inventory is filtered by, chosen first. */
  productId: string | undefined;
};

export function SlabImportDialog({ open, onOpenChange, products, productId }: Props) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('Import slabs from CSV')}
        description={t('Check the file first; nothing is saved until you press Import.')}
        className="sm:w-[min(52rem,calc(100vw-2rem))]"
      >
        {open && (
          <ImportSteps products={products} initialProductId={productId} onClose={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ImportSteps({
  products,
  initialProductId,
  onClose,
}: {
  products: Props['products'];
  initialProductId: string | undefined;
  onClose(): void;
}) {
  const inputId = useId();
  const [productId, setProductId] = useState(initialProductId ?? '');
  const [file, setFile] = useState<{ name: string; text: string }>();
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<SlabImportReport>();
  const [result, setResult] = useState<SlabImportReport>();
  const run = useImportSlabs();
  const t = useT();
  const imported = (slabs: number, lots: number, joiner: string) =>
    `${t('{count, plural, one {# slab} other {# slabs}} imported', { count: slabs })}${
      lots ? `${joiner}${t('{count, plural, one {# new lot} other {# new lots}}', { count: lots })}` : ''
    }`;
  const templateUrl = useMemo(
    () =>
      typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(new Blob([TEMPLATE], { type: 'text/csv' }))
        : '',
    [],
  );
  useEffect(() => () => URL.revokeObjectURL(templateUrl), [templateUrl]);

  function check(text: string, product: string) {
    if (!product) return setError(t('Choose the product these slabs are of.'));
    setError(undefined);
    run.mutate(
      { productId: Number(product), csv: text, confirm: false },
      { onSuccess: setPreview, onError: (e) => setError(e.message) },
    );
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = '';
    setPreview(undefined);
    setResult(undefined);
    setError(undefined);
    if (!picked) return;
    if (picked.size > LOT_LIMITS.importMaxBytes) {
      setError(
        t('The file is {size} MB; an import file may be at most {max} MB. Split it into smaller files.', {
          size: (picked.size / 1024 / 1024).toFixed(1),
          max: MAX_MB,
        }),
      );
      return;
    }
    const text = await picked.text();
    setFile({ name: picked.name, text });
    check(text, productId);
  }

  function importNow() {
    if (!file || !productId) return;
    run.mutate(
      { productId: Number(productId), csv: file.text, confirm: true },
      {
        onSuccess: (report) => {
          setResult(report);
          toast.success(t('Import finished'), {
            description: `${imported(report.createdSlabs, report.createdLots, ` ${t('in')} `)}${
              report.invalid
                ? `, ${t('{count, plural, one {# row} other {# rows}} skipped', { count: report.invalid })}`
                : ''
            }.`,
          });
        },
        onError: (e) => {
          setError(e.message);
          toast.error(t('Failed to import slabs: {message}', { message: e.message }));
        },
      },
    );
  }

  const report = result ?? preview;
  return (
    <div className="space-y-5">
      {!result && (
        <section className="space-y-3 text-sm text-stone-700">
          <Field label={t('Product')} required>
            {(control) => (
              <Select
                {...control}
                value={productId}
                onChange={(e) => {
                  setProductId(e.target.value);
                  setPreview(undefined);
                  if (file && e.target.value) check(file.text, e.target.value);
                }}
              >
                <option value="">{t('Choose a product')}</option>
                {products.map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <p>
            {t(
              `One slab per row. Required: {columns}. Sizes in mm or feet and inches (9'6"); a block not yet in stock becomes a new lot. At most {rows} rows and {max} MB per file.`,
              {
                columns: SLAB_CSV_REQUIRED_COLUMNS.join(', '),
                rows: LOT_LIMITS.importMaxRows.toLocaleString('en-IN'),
                max: MAX_MB,
              },
            )}
          </p>
          <details className="rounded-md border border-stone-200 bg-stone-50 px-3 py-2">
            <summary className="cursor-pointer font-medium text-granite-black">{t('All columns')}</summary>
            <p className="mt-2 font-mono text-xs break-words">{SLAB_CSV_COLUMNS.join(', ')}</p>
          </details>
          <div className="flex flex-wrap gap-2">
            {templateUrl && (
              <Button variant="secondary" asChild>
                <a href={templateUrl} download="slabs-template.csv">
                  <Download aria-hidden="true" />
                  {t('Download template')}
                </a>
              </Button>
            )}
            <label
              htmlFor={inputId}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md bg-copper-700 px-4 text-sm font-medium text-white shadow-sm hover:bg-copper-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-copper-700"
            >
              <FileUp aria-hidden="true" className="size-4" />
              {file ? t('Choose another file') : t('Choose CSV file')}
              <input id={inputId} type="file" accept=".csv,text/csv" className="sr-only" onChange={choose} />
            </label>
          </div>
          {file && <p className="text-xs text-stone-600">{t('File: {name}', { name: file.name })}</p>}
        </section>
      )}

      {error && <FormAlert>{error}</FormAlert>}
      {run.isPending && (
        <p role="status" className="text-sm text-stone-600">
          {preview ? t('Importing…') : t('Checking every row…')}
        </p>
      )}

      {report && (
        <section aria-label={result ? t('Import report') : t('Preview')} className="space-y-3">
          <div
            role="status"
            className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md border border-stone-200 bg-white px-3 py-2.5 text-sm"
          >
            <span className="inline-flex items-center gap-1.5 text-success-800">
              <CircleCheck aria-hidden="true" className="size-4" />
              {result
                ? imported(result.createdSlabs, result.createdLots, ', ')
                : t('{count, plural, one {# row} other {# rows}} ready to import', { count: report.valid })}
            </span>
            {report.invalid > 0 && (
              <span className="inline-flex items-center gap-1.5 text-red-700">
                <CircleAlert aria-hidden="true" className="size-4" />
                {result
                  ? t('{count, plural, one {# row} other {# rows}} with errors skipped', {
                      count: report.invalid,
                    })
                  : t('{count, plural, one {# row} other {# rows}} with errors will be skipped', {
                      count: report.invalid,
                    })}
              </span>
            )}
          </div>
          <div className="max-h-80 overflow-auto rounded-md border border-stone-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{result ? t('Imported rows') : t('Rows of the file')}</caption>
              <thead className="sticky top-0 bg-stone-100 text-xs text-stone-600 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('Line')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('Slab')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('Result')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {[...report.rows]
                  .sort((a, b) => Number(a.outcome === 'ok') - Number(b.outcome === 'ok') || a.line - b.line)
                  .map((row) => (
                    <tr key={row.line} className={row.outcome === 'error' ? 'bg-red-50/60' : undefined}>
                      <td className="px-3 py-2 align-top tabular-nums">{row.line}</td>
                      <td className="px-3 py-2 align-top font-medium whitespace-nowrap text-granite-black">
                        {row.blockNumber
                          ? row.sequence !== null
                            ? slabName(row.blockNumber, row.sequence)
                            : row.blockNumber
                          : '—'}
                      </td>
                      <td className="px-3 py-2 align-top">
                        {row.outcome === 'ok' ? (
                          <span className="text-success-800">{result ? t('Imported') : t('Ready')}</span>
                        ) : (
                          <ul className="space-y-0.5 text-red-800">
                            {Object.entries(row.errors).map(([column, message]) => (
                              <li key={column}>
                                {column === '_' ? (
                                  t(message)
                                ) : (
                                  <>
                                    <span className="font-mono text-xs">{column}</span> {t(message)}
                                  </>
                                )}
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {result ? t('Close') : t('Cancel')}
        </Button>
        {!result && (
          <Button onClick={importNow} disabled={!preview || preview.valid === 0 || run.isPending}>
            {preview
              ? t('Import {count, plural, one {# slab} other {# slabs}}', { count: preview.valid })
              : t('Import')}
          </Button>
        )}
      </div>
    </div>
  );
}
