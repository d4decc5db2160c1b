// D35: the order's documents (proforma invoice, tax invoice, delivery challan, e-way bill data) for
// whoever reads the order: its buyer, its manufacturer or an admin, each through their own API path;
// D42: each with its state (a cancelled one with its reason, an invoice reversed by credit notes), then
// its corrections — receipt vouchers, credit and debit notes, replacement challans — with the
// document each cites and its value.
import { formatDay, type OrderDocumentList, type OrderStatus } from '@granite/shared';
import { useQuery } from '@tanstack/react-query';
import { Download, FileJson, FileText } from 'lucide-react';
import { formatDateTime } from '@/components/quote-lifecycle/format';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { formatINR } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';

export type DocumentReader = 'buyer' | 'vendor' | 'admin';

const BASE: Record<DocumentReader, string> = {
  buyer: '/me/orders',
  vendor: '/vendor/orders',
  admin: '/admin/orders',
};

/** The order's documents with download links; refetched when the order moves (shipping issues more). */
export function OrderDocuments({
  orderId,
  status,
  reader,
  headingLevel: Heading = 'h4',
  className,
}: {
  orderId: number;
  status: OrderStatus;
  reader: DocumentReader;
  headingLevel?: 'h3' | 'h4' | 'h5';
  className?: string;
}) {
  const query = useQuery({
    queryKey: ['order-documents', reader, orderId, status],
    queryFn: () => api.get<OrderDocumentList>(`${BASE[reader]}/${orderId}/documents`),
  });
  const t = useT();
  const locale = useLocale();
  return (
    <section
      className={className}
      aria-labelledby={`order-${orderId}-documents`}
      data-testid="order-documents"
    >
      <Heading id={`order-${orderId}-documents`} className="mb-2 text-sm font-semibold">
        {t('Documents')}
      </Heading>
      {query.isPending ? (
        <p className="text-sm text-stone-600">{t('Loading the documents…')}</p>
      ) : query.isError ? (
        <p className="text-sm text-stone-700">
          {t('The documents could not be loaded.')}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
            {t('Try again')}
          </Button>
        </p>
      ) : query.data.items.length === 0 ? (
        <p className="text-sm text-stone-600">{t('No documents yet.')}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white">
          {query.data.items.map((d) => {
            const Icon = d.kind === 'e-way-bill' ? FileJson : FileText;
            return (
              <li key={d.url} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
                <span className="min-w-0 flex-1">
                  <span className="font-medium">{t(d.title)}</span>
                  {d.number && (
                    <span className="ml-1 whitespace-nowrap text-stone-600 tabular-nums">{d.number}</span>
                  )}
                  {d.valuePaise !== null && (
                    <span className="ml-2 whitespace-nowrap font-medium tabular-nums">
                      {formatINR(d.valuePaise)}
                    </span>
                  )}
                  {d.cites && (
                    <span className="block text-xs text-stone-600" data-testid={`cites-${d.kind}`}>
                      {t('Against {document} {number} of {date}', {
                        document: locale === 'hi' ? t(d.cites.title) : d.cites.title.toLowerCase(),
                        number: d.cites.number,
                        date: formatDay(d.cites.issuedAt, locale),
                      })}
                    </span>
                  )}
                  {d.issuedAt && (
                    <span className="block text-xs text-stone-500">
                      {t('Issued {when}', { when: formatDateTime(d.issuedAt, locale) })}
                    </span>
                  )}
                  {d.state === 'credited' && (
                    <span
                      className="block text-xs font-medium text-amber-800"
                      data-testid={`credited-${d.kind}`}
                    >
                      {t('Reversed in full by credit notes')}
                    </span>
                  )}
                  {d.state === 'cancelled' && (
                    // D42: a cancelled document stays as issued; its state and reason say so.
                    <span
                      className="block text-xs font-medium text-red-800"
                      data-testid={`cancelled-${d.kind}`}
                    >
                      {t('Cancelled')}
                      {d.cancelReason && `: ${d.cancelReason}`}
                    </span>
                  )}
                </span>
                <a
                  href={d.url}
                  download
                  className="inline-flex items-center gap-1 font-medium text-copper-800 hover:underline"
                  data-testid={`download-${d.kind}`}
                >
                  <Download aria-hidden="true" className="size-4" />
                  {t('Download')}
                  <span className="sr-only"> {locale === 'hi' ? t(d.title) : d.title.toLowerCase()}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
