import { ArrowRight, GitCompareArrows, Plus, Trash2, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { clearList, removeFromList, useBuyerList } from '@/lib/buyer-lists/buyer-lists';
import { formatINR, perSqftSuffix } from '@/lib/format';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';

/** Storefront 2.10: the local comparison of up to 4 products. */
export function ComparisonWidget({ onNavigate }: { onNavigate?: () => void }) {
  const items = useBuyerList('comparison');
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();
  if (!items.length) {
    return (
      <div className="flex flex-col items-center px-4 py-10 text-center">
        <GitCompareArrows aria-hidden="true" className="size-8 text-stone-400" />
        <p className="mt-3 font-semibold text-granite-black">{t('No Products to Compare')}</p>
        <p className="mt-1 text-sm text-stone-600">
          {t('Add up to 4 products with the compare button on any product.')}
        </p>
        <Button asChild className="mt-5" onClick={onNavigate}>
          <Link to={lp('/products')}>
            <Plus aria-hidden="true" />
            {t('Add More Products')}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="overflow-x-auto rounded-lg border border-stone-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('Products in your comparison')}</caption>
          <thead className="bg-stone-50 text-xs tracking-wide text-stone-600 uppercase [&:lang(hi)]:tracking-normal">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('Product')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('Price')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('Vendor')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                <span className="sr-only">{t('Actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {items.map((item) => (
              <tr key={item.id}>
                <td className="px-3 py-2.5 font-medium">
                  <Link to={lp(`/product/${item.id}`)} onClick={onNavigate} className="hover:underline">
                    {item.name}
                  </Link>
                </td>
                <td className="px-3 py-2.5 whitespace-nowrap tabular-nums">
                  {formatINR(item.pricePaise)}
                  <span className="text-stone-500">{perSqftSuffix(locale)}</span>
                </td>
                <td className="px-3 py-2.5 text-stone-700">{item.vendorName}</td>
                <td className="px-3 py-2.5 text-right">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t('Remove {name} from comparison', { name: item.name })}
                    onClick={() => removeFromList('comparison', item.id)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild onClick={onNavigate}>
          {/* The manufacturers offering the first compared product's kind of stone (spec 2.9). */}
          <Link to={lp(`/product/comparison?product=${items[0]!.id}`)}>
            {t('Advanced Comparison')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button variant="secondary" asChild onClick={onNavigate}>
          <Link to={lp('/products')}>
            <Plus aria-hidden="true" />
            {t('Add More Products')}
          </Link>
        </Button>
        <Button variant="ghost" onClick={() => clearList('comparison')}>
          <Trash2 aria-hidden="true" />
          {t('Clear All')}
        </Button>
      </div>
    </div>
  );
}
