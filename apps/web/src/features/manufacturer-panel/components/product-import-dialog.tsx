// CSV import in three steps: choose a file (with the template to start from), read the
// preview (every row checked by the server, nothing written), import. Rows with errors are skipped,
// each listed with its line and what is wrong; the good rows are created together.
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_REQUIRED_COLUMNS,
  PRODUCT_LIMITS,
  type ProductImportReport,
} from '@granite/shared';
import { CircleAlert, CircleCheck, Download, FileUp } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n';
import { importTemplateUrl, useImportProducts } from '../api/manufacturer-products';

type ProductImportDialogProps = { open: boolean; onOpenChange(open: boolean): void };

const MAX_MB = PRODUCT_LIMITS.importMaxBytes / 1024 / 1024;

export function ProductImportDialog({ open, onOpenChange }: ProductImportDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('Import products from CSV')}
        description={t('Check the file first; nothing is saved until you press Import.')}
        className="sm:w-[min(52rem,calc(100vw-2rem))]"
      >
        {open && <ImportSteps onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ImportSteps({ onClose }: { onClose(): void }) {
  const inputId = useId();
  const [file, setFile] = useState<{ name: string; text: string }>();
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<ProductImportReport>();
  const [result, setResult] = useState<ProductImportReport>();
  const run = useImportProducts();
  const t = useT();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = '';
    setPreview(undefined);
    setResult(undefined);
    setError(undefined);
    if (!picked) return;
    if (picked.size > PRODUCT_LIMITS.importMaxBytes) {
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
    run.mutate({ csv: text, dryRun: true }, { onSuccess: setPreview, onError: (e) => setError(e.message) });
  }

  function importNow() {
    if (!file) return;
    run.mutate(
      { csv: file.text, dryRun: false },
      {
        onSuccess: (report) => {
          setResult(report);
          toast.success(t('Import finished'), {
            description: `${t('{count, plural, one {# product} other {# products}} imported', { count: report.created })}${
              report.invalid
                ? `, ${t('{count, plural, one {# row} other {# rows}} skipped', { count: report.invalid })}`
                : ''
            }.`,
          });
        },
        onError: (e) => {
          setError(e.message);
          toast.error(t('Failed to import products: {message}', { message: e.message }));
        },
      },
    );
  }

  const report = result ?? preview;
  return (
    <div className="space-y-5 p-5">
      {!result && (
        <section className="space-y-3 text-sm text-stone-700">
          <p>
            {t(
              "One product per row, with the template's columns. Required: {columns}. Categories by name, options exactly as in the product form, best_seller yes or no. At most {rows} rows and {max} MB per file. Add images afterwards from each product's form.",
              {
                columns: PRODUCT_CSV_REQUIRED_COLUMNS.join(', '),
                rows: PRODUCT_LIMITS.importMaxRows.toLocaleString('en-IN'),
                max: MAX_MB,
              },
            )}
          </p>
          <details className="rounded-md border border-stone-200 bg-stone-50 px-3 py-2">
            <summary className="cursor-pointer font-medium text-granite-black">{t('All columns')}</summary>
            <p className="mt-2 font-mono text-xs break-words">{PRODUCT_CSV_COLUMNS.join(', ')}</p>
          </details>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" asChild>
              <a href={importTemplateUrl()} download>
                <Download aria-hidden="true" />
                {t('Download template')}
              </a>
            </Button>
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
                ? t('{count, plural, one {# product} other {# products}} imported', { count: result.created })
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
                    {t('Product')}
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
                      <td className="px-3 py-2 align-top font-medium text-granite-black">
                        {row.name || '—'}
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
              ? t('Import {count, plural, one {# product} other {# products}}', { count: preview.valid })
              : t('Import')}
          </Button>
        )}
      </div>
    </div>
  );
}
