import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { NotFoundStatus } from '@/lib/http-status';
import { useLocalePath, useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  const t = useT();
  const lp = useLocalePath();
  useDocumentTitle(t('Page not found'));
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-20 sm:py-28">
      <NotFoundStatus />
      <div className="max-w-md text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-white text-stone-600 shadow-xs ring-1 ring-stone-200">
          <SearchX aria-hidden="true" className="size-6" />
        </div>
        <p className="mt-6 text-xs font-semibold tracking-[0.16em] text-copper-700 uppercase [&:lang(hi)]:tracking-normal">
          {t('Error 404')}
        </p>
        <h1 className="mt-3 text-2xl font-semibold tracking-tight sm:text-3xl">
          {t('Oops! Page not found')}
        </h1>
        <p className="mt-3 text-pretty text-stone-600">
          {t("The page you're looking for doesn't exist or may have been moved.")}
        </p>
        <Button className="mt-8" asChild>
          <Link to={lp('/')}>
            <ArrowLeft aria-hidden="true" />
            {t('Return to Home')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
