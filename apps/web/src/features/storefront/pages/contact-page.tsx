import { BUSINESS_HOURS } from '@granite/shared';
import { CircleCheck, Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { FormAlert } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { useLocalePath, useT } from '@/lib/i18n';
import { useContentBlock } from '../api/site-content';
import { ContactForm } from '../components/contact-form';
import { type FieldName, LABELS } from '../components/contact-form-view';

/**
 * Storefront 2.14: address, phone, e-mail (contact settings, admin 2 General tab; the footer's
 * when those are not set), business hours and the contact form.
 */
export function ContactPage() {
  const t = useT();
  const settings = useContentBlock('contact_settings').value;
  const footer = useContentBlock('footer_info').value;
  const address = settings?.address || footer?.address || '';
  const phone = settings?.contactPhone || footer?.phone || '';
  const email = settings?.contactEmail || footer?.email || '';

  return (
    <>
      <PageHeader
        eyebrow={t('Support')}
        title={t('Contact Us')}
        description={t(
          'Reach the Granite Marketplace team about products, quote requests or selling on the marketplace.',
        )}
      />
      <Container className="grid gap-8 py-12 sm:py-16 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-12">
        <ul className="grid h-fit gap-4" aria-label={t('Contact details')}>
          {address && (
            <Detail icon={<MapPin className="size-5" />} title={t('Address')}>
              <span className="whitespace-pre-line">{address}</span>
            </Detail>
          )}
          {phone && (
            <Detail icon={<Phone className="size-5" />} title={t('Phone')}>
              <a
                href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                className="hover:text-granite-black hover:underline"
              >
                {phone}
              </a>
            </Detail>
          )}
          {email && (
            <Detail icon={<Mail className="size-5" />} title={t('E-mail')}>
              <a href={`mailto:${email}`} className="break-all hover:text-granite-black hover:underline">
                {email}
              </a>
            </Detail>
          )}
          <Detail icon={<Clock className="size-5" />} title={t('Business hours')}>
            {t(BUSINESS_HOURS)}
          </Detail>
        </ul>
        <Card className="p-5 sm:p-8">
          <MessageCard />
        </Card>
      </Container>
    </>
  );
}

/**
 * The form, or how a form posted without JavaScript went (D21): the server answers POST /contact
 * with this page, `?sent=1` after storing the message, `?unsent=<fields>` naming what to correct.
 */
function MessageCard() {
  const t = useT();
  const lp = useLocalePath();
  const [search] = useSearchParams();
  if (search.get('sent') === '1')
    return (
      <div role="status" className="py-6 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-10 text-success-700" />
        <h2 className="mt-4 text-xl font-semibold tracking-tight">{t('Message Sent!')}</h2>
        <p className="mt-2 text-stone-600">{t("Thank you for your message. We'll get back to you soon.")}</p>
        <Button asChild variant="secondary" className="mt-6">
          <Link to={lp('/contact')}>{t('Send another message')}</Link>
        </Button>
      </div>
    );
  const unsent = search.get('unsent');
  const fields = (unsent ?? '')
    .split(',')
    .filter((name): name is FieldName => name in LABELS)
    .map((name) => t(LABELS[name]));
  return (
    <>
      <h2 className="text-xl font-semibold tracking-tight">{t('Send us a message')}</h2>
      <p className="mt-1 mb-6 text-sm text-stone-600">{t('Fields marked * are required.')}</p>
      {unsent && (
        <div className="mb-6">
          <FormAlert>
            {`${t('Your message was not sent.')} ${
              unsent === 'rate_limited'
                ? t('Too many messages came from your connection. Please try again later.')
                : fields.length
                  ? t(
                      "Please check {fields} and send it again (your browser's Back button returns to what you typed).",
                      { fields: fields.join(', ') },
                    )
                  : t('Please fill in all required fields.')
            }`}
          </FormAlert>
        </div>
      )}
      <ContactForm />
    </>
  );
}

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li>
      <Card className="flex items-start gap-4 p-5">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-md bg-copper-50 text-copper-700"
        >
          {icon}
        </span>
        <div>
          <h2 className="text-sm font-semibold">{title}</h2>
          <p className="mt-1 text-sm text-stone-600">{children}</p>
        </div>
      </Card>
    </li>
  );
}
