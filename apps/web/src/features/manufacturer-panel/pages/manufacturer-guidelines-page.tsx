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
import { ContactPrompt } from '@/components/contact-prompt';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { MANUFACTURER_STANDARDS as S } from '../content/manufacturer-standards';

type Group = { icon: LucideIcon; title: string; rules: string[] };

/** Admin spec 2 "Vendor Guidelines": four groups, with the figures of spec 9. */
const GROUPS: Group[] = [
  {
    icon: ListChecks,
    title: 'Product Listing',
    rules: [
      'Name each product as the trade knows the stone (for example Black Galaxy, Kashmir White) and give its category.',
      'State the price per sq.ft in rupees; it is indicative, and your quote confirms the final price.',
      'Fill in material quality, product type, thickness, slab or tile size, finish, water absorption, application and origin.',
      `Use real photographs of your own stone, at least ${S.imageMinWidth}×${S.imageMinHeight} px, without watermarks, phone numbers or web addresses.`,
      'Keep availability current: Available, Limited Stock, Out of Stock or Pre-Order.',
    ],
  },
  {
    icon: ShieldCheck,
    title: 'Quality Standards',
    rules: [
      `Supply granite that meets ${S.qualityStandard}, the Indian Standard for granite building stone.`,
      'Deliver the quality grade, thickness, size and finish your listing and quote state.',
      'Point out natural variation in colour and veining before the buyer accepts, with photographs of the actual lot where you can.',
      'Pack slabs and tiles with edge protection so they arrive unbroken.',
    ],
  },
  {
    icon: Headset,
    title: 'Customer Service',
    rules: [
      `Answer customer enquiries within ${S.enquiryResponseHours} hours during business hours.`,
      `Answer quality complaints within ${S.complaintResponseHours} hours.`,
      'Reply to every forwarded quote request, even when you cannot supply it, so the buyer can move on.',
      'Keep each order’s status up to date: Confirmed, Shipped, Delivered.',
    ],
  },
  {
    icon: Handshake,
    title: 'Business Practices',
    rules: [
      'Trade under a valid GSTIN and issue GST invoices at the rate you quoted.',
      'Honour each quote until its validity date.',
      'Keep all communication on the platform until the buyer accepts a quote.',
      `Maintain an average rating of at least ${S.minimumRating} stars from buyers’ reviews.`,
    ],
  },
];

type Policy = { icon: LucideIcon; title: string; text: string };

const POLICIES: Policy[] = [
  {
    icon: Ban,
    title: 'Account Suspension',
    text: `An administrator may suspend a manufacturer for misleading listings, material that repeatedly fails ${S.qualityStandard}, unanswered complaints, an average rating below ${S.minimumRating} stars, or contacting buyers outside the platform before they accept a quote. While an account is suspended its products are hidden from the catalogue. We tell you the reason, and you can ask for a review through the contact page.`,
  },
  {
    icon: Wallet,
    title: 'Payment Terms',
    text: `The buyer pays you on the terms of the quote they accepted. Where the quote names no terms, payment is due within ${S.paymentDays} days of delivery confirmation. Invoice with GST at the rate in your quote.`,
  },
  {
    icon: Gavel,
    title: 'Dispute Resolution',
    text: `Buyers report problems within ${S.qualityReportDays} days of delivery with photographs. You respond within ${S.complaintResponseHours} hours and, where the problem is confirmed, replace the material, give a credit note or refund the affected quantity, in agreement with the buyer. If you cannot agree, our team mediates; disputes are governed by the laws of India.`,
  },
  {
    icon: Lock,
    title: 'Data Protection',
    text: 'A buyer’s contact details are shared with you only once they accept your quote. Use them only for that order, keep them safe and do not pass them on, as the Digital Personal Data Protection Act, 2023 requires.',
  },
];

const PRACTICES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Camera,
    title: 'Photograph the real slab',
    text: `Daylight photographs of the polished face, at least ${S.imageMinWidth}×${S.imageMinHeight} px, with one close-up of the grain. Your first photograph is the one buyers see in the catalogue.`,
  },
  {
    icon: Clock,
    title: 'Answer fast',
    text: `Buyers compare the replies they get; answer within ${S.enquiryResponseHours} hours where you can. Your median first-reply time is on your dashboard.`,
  },
  {
    icon: FileCheck2,
    title: 'Quote completely',
    text: 'Price per sq.ft, GST rate, freight to the delivery PIN code, lead time and validity in every quote: a complete quote is easier to accept.',
  },
  {
    icon: Star,
    title: 'Earn your reviews',
    text: `Deliver what you quoted and keep the buyer informed at every step. Buyers review you after delivery; keep your average at ${S.minimumRating} stars or above.`,
  },
];

export function ManufacturerGuidelinesPage() {
  return (
    <>
      <PageHeader
        eyebrow="For vendors"
        title="Vendor Guidelines"
        description="The standards for product listings, quality, customer service and business practice on the marketplace."
      />
      <Container className="space-y-16 py-12 sm:py-16">
        <section aria-labelledby="at-a-glance">
          <h2 id="at-a-glance" className="sr-only">
            At a glance
          </h2>
          <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-stone-200 bg-stone-200 lg:grid-cols-5">
            {[
              [`${S.enquiryResponseHours} h`, 'to answer customer enquiries'],
              [`${S.complaintResponseHours} h`, 'to answer quality complaints'],
              [`${S.minimumRating}★`, 'minimum average rating'],
              [`${S.paymentDays} days`, 'payment after delivery confirmation'],
              [`${S.imageMinWidth}×${S.imageMinHeight}`, 'minimum photo size in pixels'],
            ].map(([figure, label]) => (
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
            Guidelines
          </h2>
          <div className="mt-6 grid gap-5 md:grid-cols-2">
            {GROUPS.map(({ icon: Icon, title, rules }) => (
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
            ))}
          </div>
        </section>

        <section aria-labelledby="policies">
          <h2 id="policies" className="text-2xl font-semibold tracking-tight">
            Policies
          </h2>
          <div className="mt-6 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {POLICIES.map(({ icon: Icon, title, text }) => (
              <article key={title} className="flex gap-4 p-5 sm:p-6">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-500" />
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1.5 text-[15px] leading-relaxed text-stone-700">{text}</p>
                </div>
              </article>
            ))}
          </div>
        </section>

        <section aria-labelledby="best-practices" className="rounded-lg bg-granite p-6 text-white sm:p-10">
          <h2 id="best-practices" className="text-2xl font-semibold tracking-tight">
            Best practices
          </h2>
          <p className="mt-2 max-w-2xl text-stone-300">
            Habits that help you win orders and keep buyers coming back.
          </p>
          <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {PRACTICES.map(({ icon: Icon, title, text }) => (
              <div key={title}>
                <Icon aria-hidden="true" className="size-6 text-copper-400" />
                <h3 className="mt-3 font-semibold">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-stone-300">{text}</p>
              </div>
            ))}
          </div>
        </section>

        <p className="text-sm text-stone-600">
          These guidelines sit alongside our{' '}
          <Link to="/legal/terms-of-service" className="font-medium text-copper-700 hover:underline">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/legal/refund-policy" className="font-medium text-copper-700 hover:underline">
            Refund Policy
          </Link>
          . New to selling here? Read the{' '}
          <Link to="/vendor/faq" className="font-medium text-copper-700 hover:underline">
            Vendor FAQ
          </Link>
          .
        </p>

        <ContactPrompt text="Ask us about any guideline or policy before you list." />
      </Container>
    </>
  );
}
