import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLocalePath, useT } from '@/lib/i18n';

/** "Still have questions?" box linking to /contact (manufacturer FAQ and guidelines, admin spec 2). */
export function ContactPrompt({ text }: { text: string }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-copper-50 text-copper-700">
          <MessageSquare aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="text-sm font-semibold">{t('Still have questions?')}</h2>
          <p className="mt-1 text-sm text-stone-600">{text}</p>
        </div>
      </div>
      <Button variant="secondary" asChild>
        <Link to={lp('/contact')}>{t('Contact Us')}</Link>
      </Button>
    </Card>
  );
}
