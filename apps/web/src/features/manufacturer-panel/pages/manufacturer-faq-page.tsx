import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { ContactPrompt } from '@/features/manufacturer-panel/components/contact-prompt';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';
import { FAQ_HI } from '../content/manufacturer-faq-hi';
import { ManufacturerLink as A } from '../content/manufacturer-link';
import { MANUFACTURER_STANDARDS as S } from '../content/manufacturer-standards';

/**
 * Admin spec 2 "Vendor FAQ": the spec's twelve questions, answered as this marketplace works:
 * approval by an administrator (D7, D8), the quote flow of D17, orders of D18, reviews of D26,
 * response statistics of D27 and the analytics of D22. The Hindi page (D40) shows FAQ_HI, the same
 * questions with the same facts.
 */
const FAQ: { id: string; question: string; answer: ReactNode }[] = [
  {
    id: 'become-a-vendor',
    question: 'How do I become a vendor on Granite Marketplace?',
    answer: (
      <>
        <p>
          Register at <A to="/vendor/register">Manufacturer Registration</A> with your e-mail address, a
          password, your business name and the owner's name. Your phone number, GSTIN and business address are
          optional at this step but speed up the review.
        </p>
        <p>
          We send you an e-mail to confirm your address. An administrator then reviews your application within
          2-3 business days. You can already sign in at <A to="/vendor/login">Manufacturer Login</A>: your
          dashboard shows 'Account Under Review' until the decision. Once approved, your account is active and
          you can list products. If an application is not approved, the dashboard shows the reason and you can
          correct your details and apply again.
        </p>
      </>
    ),
  },
  {
    id: 'documents',
    question: 'What documents do I need to register?',
    answer: (
      <>
        <p>
          No uploads are needed. We ask for your GSTIN (the 15-character GST registration number), the
          business name it is registered to, the owner's name, a contact phone number and your business
          address.
        </p>
        <p>
          A GSTIN is checked for its format and check digit as you type it, and an administrator verifies it.
          Manufacturers with a verified GSTIN carry a <strong>Verified</strong> badge on their profile and
          products.
        </p>
      </>
    ),
  },
  {
    id: 'registration-fee',
    question: 'Is there a registration fee?',
    answer: (
      <p>
        No. Registering, listing your products and receiving quote requests cost nothing. There is no
        subscription and no listing fee.
      </p>
    ),
  },
  {
    id: 'commission',
    question: 'How does commission work?',
    answer: (
      <p>
        Commission applies only to completed sales: orders that come from a quote the buyer accepted. Nothing
        is charged for listings, for quote requests, for your replies or for quotes that do not become orders.
        For the current rate, ask our team through the <A to="/contact">contact page</A>.
      </p>
    ),
  },
  {
    id: 'adding-products',
    question: 'How do I add my products?',
    answer: (
      <>
        <p>
          In your panel, open <A to="/vendor/products">My Products</A> and add a product. Name and price per
          sq.ft are required; add the category, material quality, product type, thickness, slab or tile size,
          finish, water absorption, application and origin so buyers can filter for it. A product has up to 8
          photographs; you choose the main one.
        </p>
        <p>
          To list many products at once, download the CSV template in My Products, fill it in and import it.
          The import report lists each row with a problem and why. Products you list appear in the catalogue
          and on your public profile straight away.
        </p>
      </>
    ),
  },
  {
    id: 'quality-standards',
    question: 'What quality standards must my granite meet?',
    answer: (
      <>
        <p>
          Granite you supply must meet {S.qualityStandard}, the Indian Standard for granite building stone,
          and match what your listing and quote say: the material quality grade (Commercial, Semi-Premium,
          Premium or Export Quality), thickness, size and finish.
        </p>
        <p>
          Buyers report quality problems within {S.qualityReportDays} days of delivery, with photographs; you
          answer a quality complaint within {S.complaintResponseHours} hours. See the{' '}
          <A to="/vendor/guidelines">Vendor Guidelines</A> and the{' '}
          <A to="/legal/refund-policy">Refund Policy</A>.
        </p>
      </>
    ),
  },
  {
    id: 'orders-and-payments',
    question: 'How do orders and payments work?',
    answer: (
      <>
        <p>
          A buyer's quote request reaches you once our team has reviewed and forwarded it. You reply with your
          price per sq.ft, the GST rate, freight to the buyer's delivery PIN code (or ex-works), lead time,
          how long the quote is valid and a message. You may revise your quote until the buyer decides.
        </p>
        <p>
          When the buyer accepts, the request becomes an order in <A to="/vendor/orders">Orders</A>. You move
          it from Pending to Confirmed, Shipped and Delivered (or cancel it with a reason before it ships);
          the buyer sees each step with its time.
        </p>
        <p>
          The buyer pays you on the terms of the accepted quote. Where the quote names no terms, payment is
          due within {S.paymentDays} days of delivery confirmation, once the delivery has been checked.
        </p>
      </>
    ),
  },
  {
    id: 'logistics',
    question: 'Who handles logistics and delivery?',
    answer: (
      <p>
        You do. Your quote states the freight to the buyer's delivery PIN code, or ex-works when the buyer
        collects, and your lead time. Pack slabs so they travel safely, mark the order Shipped when it leaves
        your yard and Delivered when it arrives. Breakage in transit is noted on the delivery receipt and
        reported within {S.qualityReportDays} days.
      </p>
    ),
  },
  {
    id: 'customer-queries',
    question: 'How do I handle customer queries?',
    answer: (
      <>
        <p>
          Every quote request has its own message thread with the buyer in your panel, and you are told of new
          messages by e-mail and in the app. Until the buyer accepts a quote, phone numbers, e-mail addresses
          and links in messages are masked; after acceptance each side sees the other's contact details.
        </p>
        <p>
          Answer enquiries within {S.enquiryResponseHours} hours during business hours. Buyers compare the
          replies they get, so a quick answer counts.
        </p>
      </>
    ),
  },
  {
    id: 'customise-profile',
    question: 'Can I customise my business profile?',
    answer: (
      <p>
        Yes. In <A to="/vendor/settings">Settings</A> you edit your business name, owner name, e-mail, phone,
        address, city, state, description and logo (200×200 px or larger). A change of GSTIN goes back to an
        administrator for verification. Your public profile shows these details with all your active products,
        and buyers can request a quote from it.
      </p>
    ),
  },
  {
    id: 'marketing',
    question: 'Do you help with marketing?',
    answer: (
      <>
        <p>
          Every product and your profile have their own page with search-engine titles, descriptions and
          structured data, listed in the site map. Mark your strongest products as best sellers: they come
          first among the home page's featured products. Administrators choose premium manufacturers for the
          home page's 'Our Trusted Manufacturers' section.
        </p>
        <p>
          After a delivered order the buyer may review you with 1 to 5 stars and a comment, and you may reply
          once. Stars show on your profile only once real reviews exist.
        </p>
      </>
    ),
  },
  {
    id: 'analytics',
    question: 'What analytics do I get?',
    answer: (
      <>
        <p>
          Your <A to="/vendor/dashboard">dashboard</A> shows products listed, open quote requests, quotes
          sent, orders, conversion (orders per answered request) and your median first-reply time.{' '}
          <A to="/vendor/analytics">Analytics</A> charts product views, quote requests, replies and orders per
          day over 30 or 90 days, for all products or one.
        </p>
        <p>
          Views are counted on our server each time a visitor opens a product page, leaving out search-engine
          robots and your own team's visits. Once you have {S.responseStatsMinRequests} or more forwarded
          requests, your profile shows your response rate (requests answered within {S.responseRateHours}{' '}
          hours) and median first-reply time over the last {S.responseStatsDays} days.
        </p>
      </>
    ),
  },
];

export function ManufacturerFaqPage() {
  const t = useT();
  const lp = useLocalePath();
  const faq = useLocale() === 'hi' ? FAQ_HI : FAQ;
  return (
    <>
      <PageHeader
        eyebrow={t('For vendors')}
        title={t('Vendor FAQ')}
        description={t('Answers to common questions about selling granite on Granite Marketplace.')}
        actions={
          <Button asChild>
            <Link to={lp('/vendor/register')}>{t('Register as Vendor')}</Link>
          </Button>
        }
      />
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section
          aria-label={t('Questions')}
          className="rounded-lg border border-stone-200 bg-white px-5 sm:px-7"
        >
          <Accordion type="multiple">
            {faq.map((entry) => (
              <AccordionItem key={entry.id} value={entry.id}>
                <AccordionTrigger>{entry.question}</AccordionTrigger>
                <AccordionContent>{entry.answer}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
        <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <nav
            aria-label={t('For vendors')}
            className="rounded-lg border border-stone-200 bg-white p-5 text-sm"
          >
            <h2 className="font-semibold">{t('For vendors')}</h2>
            <ul className="mt-3 space-y-2">
              <li>
                <A to="/vendor/guidelines">{t('Vendor Guidelines')}</A>
              </li>
              <li>
                <A to="/vendor/register">{t('Manufacturer Registration')}</A>
              </li>
              <li>
                <A to="/vendor/login">{t('Manufacturer Login')}</A>
              </li>
            </ul>
          </nav>
        </aside>
      </Container>
      <Container className="pb-16">
        <ContactPrompt text={t('Our team can help with registration, listings and orders.')} />
      </Container>
    </>
  );
}
