import {
  Ban,
  Camera,
  Clock,
  FileCheck2,
  Gavel,
  Handshake,
  Headset,
  ListChecks,
  Lock,
  type LucideIcon,
  ShieldCheck,
  Star,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { ContactPrompt } from '@/features/manufacturer-panel/components/contact-prompt';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';
import { MANUFACTURER_GUIDELINES } from '../content/manufacturer-guidelines';

/** Admin spec 2 "Vendor Guidelines": four groups, with the figures of spec 9; in Hindi on /hi (D40). */
const GROUP_ICONS: LucideIcon[] = [ListChecks, ShieldCheck, Headset, Handshake];
const POLICY_ICONS: LucideIcon[] = [Ban, Wallet, Gavel, Lock];
const PRACTICE_ICONS: LucideIcon[] = [Camera, Clock, FileCheck2, Star];

export function ManufacturerGuidelinesPage() {
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  const { glance, groups, policies, practices } = MANUFACTURER_GUIDELINES[locale];
  const link = 'font-medium text-copper-700 hover:underline';
  return (
    <>
      <PageHeader
        eyebrow={t('For vendors')}
        title={t('Vendor Guidelines')}
        description={t(
          'The standards for product listings, quality, customer service and business practice on the marketplace.',
        )}
      />
      <Container className="space-y-16 py-12 sm:py-16">
        <section aria-labelledby="at-a-glance">
          <h2 id="at-a-glance" className="sr-only">
            {t('At a glance')}
          </h2>
          <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-stone-200 bg-stone-200 lg:grid-cols-5">
            {glance.map(([figure, label]) => (
              <div
                key={label}
                className="flex flex-col-reverse gap-1 bg-white p-4 sm:p-5 last:col-span-2 lg:last:col-span-1"
              >
                <dt className="text-sm text-stone-600">{label}</dt>
                <dd className="text-2xl font-semibold text-granite-black tabular-nums">{figure}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="guidelines">
          <h2 id="guidelines" className="text-2xl font-semibold tracking-tight">
            {t('Guidelines')}
          </h2>
          <div className="mt-6 grid gap-5 md:grid-cols-2">
            {groups.map(({ title, rules }, i) => {
              const Icon = GROUP_ICONS[i]!;
              return (
                <article key={title} className="rounded-lg border border-stone-200 bg-white p-5 sm:p-6">
                  <h3 className="flex items-center gap-3 text-lg font-semibold">
                    <span className="flex size-9 items-center justify-center rounded-md bg-copper-50 text-copper-700">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    {title}
                  </h3>
                  <ul className="mt-4 space-y-2.5 text-[15px] text-stone-700">
                    {rules.map((rule) => (
                      <li key={rule} className="flex gap-3">
                        <span
                          aria-hidden="true"
                          className="mt-2.5 size-1.5 shrink-0 rounded-full bg-copper-700"
                        />
                        {rule}
                      </li>
                    ))}
                  </ul>
                </article>
              );
            })}
          </div>
        </section>

        <section aria-labelledby="policies">
          <h2 id="policies" className="text-2xl font-semibold tracking-tight">
            {t('Policies')}
          </h2>
          <div className="mt-6 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {policies.map(({ title, text }, i) => {
              const Icon = POLICY_ICONS[i]!;
              return (
                <article key={title} className="flex gap-4 p-5 sm:p-6">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-500" />
                  <div>
                    <h3 className="font-semibold">{title}</h3>
                    <p className="mt-1.5 text-[15px] leading-relaxed text-stone-700">{text}</p>
                  </div>
                </article>
              );
            })}
          </div>
        </section>

        <section aria-labelledby="best-practices" className="rounded-lg bg-granite p-6 text-white sm:p-10">
          <h2 id="best-practices" className="text-2xl font-semibold tracking-tight">
            {t('Best practices')}
          </h2>
          <p className="mt-2 max-w-2xl text-stone-300">
            {t('Habits that help you win orders and keep buyers coming back.')}
          </p>
          <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {practices.map(({ title, text }, i) => {
              const Icon = PRACTICE_ICONS[i]!;
              return (
                <div key={title}>
                  <Icon aria-hidden="true" className="size-6 text-copper-400" />
                  <h3 className="mt-3 font-semibold">{title}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-stone-300">{text}</p>
                </div>
              );
            })}
          </div>
        </section>

        {locale === 'hi' ? (
          <p className="text-sm text-stone-600">
            ये दिशानिर्देश हमारी{' '}
            <Link to={lp('/legal/terms-of-service')} className={link}>
              सेवा की शर्तें
            </Link>{' '}
            और{' '}
            <Link to={lp('/legal/refund-policy')} className={link}>
              पैसे लौटाने की पॉलिसी
            </Link>{' '}
            के साथ लागू होते हैं। यहां पहली बार बेच रहे हैं? पढ़ें{' '}
            <Link to={lp('/vendor/faq')} className={link}>
              मैन्युफैक्चरर FAQ
            </Link>
            ।
          </p>
        ) : (
          <p className="text-sm text-stone-600">
            These guidelines sit alongside our{' '}
            <Link to="/legal/terms-of-service" className={link}>
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/legal/refund-policy" className={link}>
              Refund Policy
            </Link>
            . New to selling here? Read the{' '}
            <Link to="/vendor/faq" className={link}>
              Vendor FAQ
            </Link>
            .
          </p>
        )}

        <ContactPrompt text={t('Ask us about any guideline or policy before you list.')} />
      </Container>
    </>
  );
}
