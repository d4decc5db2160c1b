import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';

export type AuthCardLink = { prompt: string; label: string; to: string };

type AuthCardProps = {
  title: string;
  description: string;
  /** The area being signed in to, shown above the title ("Buyers", "Manufacturers", "Administrators"). */
  eyebrow?: string;
  children?: ReactNode;
  /** Where to go instead, e.g. "New here? Create an account". */
  links?: AuthCardLink[];
};

/** The sign-in and registration frame shared by the buyer, manufacturer and admin entry pages. */
export function AuthCard({ title, description, eyebrow, children, links }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <Card className="overflow-hidden shadow-sm">
      <div aria-hidden="true" className="bg-granite h-1.5" />
      <div className="p-6 sm:p-8">
        {eyebrow && (
          <p className="text-xs font-semibold tracking-[0.14em] text-copper-700 uppercase [&:lang(hi)]:tracking-normal">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-granite-black">{title}</h1>
        <p className="mt-2 text-sm text-pretty text-stone-600">{description}</p>
        {children && <div className="mt-6">{children}</div>}
      </div>
      {links && links.length > 0 && (
        <ul className="space-y-2 border-t border-stone-200 bg-stone-50 px-6 py-5 text-sm sm:px-8">
          {links.map((link) => (
            <li key={link.to} className="text-stone-600">
              {link.prompt}{' '}
              <Link
                to={link.to}
                className="rounded-sm font-medium text-copper-700 underline-offset-4 hover:text-copper-800 hover:underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Centres an AuthCard inside the storefront layout. */
export function AuthPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-12 sm:items-center sm:py-20">
      <div className="w-full max-w-md">{children}</div>
    </div>
  );
}
