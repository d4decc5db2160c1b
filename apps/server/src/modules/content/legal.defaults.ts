// Built-in legal texts (storefront 2.15, admin 9): used until an admin saves their own. They mention
// the 7-day quality report window and the minimum age of 18, as the spec's defaults do. Contact
// details are not written into them: the texts point to the contact page, which shows the real ones.
import type { LegalInfo } from '@granite/shared';

const privacyPolicy = `Granite Marketplace ("we", "us") runs an online marketplace that connects buyers of granite with
manufacturers and suppliers in India. This policy explains what personal data we collect, why we
collect it and the choices you have. It is written to meet the Information Technology Act, 2000, its
rules, and the Digital Personal Data Protection Act, 2023.

## Who may use the marketplace

You must be at least **18 years old** to create an account, send a quote request or register as a
manufacturer. We do not knowingly collect data from anyone under 18.

## What we collect

- **Account details**: your name, e-mail address, password (stored only as a one-way hash), and,
  if you give them, phone number, city and state.
- **Quote requests**: the product, quantity, delivery location (city and PIN code), material and
  size preferences and any notes you write.
- **Manufacturer registrations**: business name, owner name, business address, phone number, GSTIN
  and the products you list.
- **Messages** you send us through the contact form.
- **Technical data**: your IP address, browser type and the pages you visit, kept in server logs
  to keep the service secure and working.

## How we use it

- To run your account and show you your quote requests and orders.
- To forward a quote request to the manufacturers concerned once our team has approved it. Contact
  details are shared between a buyer and a manufacturer **only after the quote request is
  approved**.
- To verify manufacturers (including the GSTIN check) before they can list products.
- To answer your messages and send service e-mails such as verification, password reset and quote
  updates. We do not send marketing e-mail without your consent.
- To prevent fraud and abuse, and to meet our legal obligations.

## Sharing

We do not sell personal data. We share it only with the manufacturer or buyer on the other side of
an approved quote request, with service providers who host the site or send our e-mail (bound by
confidentiality), and with authorities where the law requires it.

## Storage and security

Data is stored on servers with access controls, encrypted connections and hashed passwords. We keep
account data while your account is open and quote and order records for as long as tax and
commercial law require, after which they are deleted or anonymised.

## Your rights

You may ask to see, correct or delete your personal data, withdraw consent, or nominate another
person to exercise these rights. Write to us through the [contact page](/contact); we answer within
30 days. If you are not satisfied, you may complain to the Data Protection Board of India.

## Changes

We will post any change to this policy on this page and, for material changes, tell registered users
by e-mail.
`;

const termsOfService = `These terms govern your use of Granite Marketplace. By creating an account or sending a quote
request you accept them.

## Eligibility

You must be at least **18 years old** and able to enter a binding contract under the Indian Contract
Act, 1872. Manufacturers must be registered businesses in India with a valid GSTIN.

## What the marketplace does

Granite Marketplace lists granite slabs, tiles and other stone products offered by independent
manufacturers. Prices are shown in Indian rupees per square foot and are **indicative**: the final
price depends on quantity, specification and delivery location and is confirmed in the
manufacturer's quote. The contract of sale is between the buyer and the manufacturer; we facilitate
it and review quote requests before they are forwarded.

## Accounts

Keep your password confidential; you are responsible for activity on your account. Give accurate
information. We may suspend an account that breaks these terms, and we will tell you why.

## Buyers

- Send quote requests only for genuine purchase needs.
- Check the material on delivery. Natural stone varies in colour, veining and pattern from slab to
  slab; such natural variation is not a defect.
- Report quality problems (cracks, wrong thickness, finish or size, breakage in transit) **within
  7 days of delivery**, with photographs, as set out in the [Refund Policy](/legal/refund-policy).

## Manufacturers

- List only products you can supply, with truthful descriptions, images, specifications and prices.
- Answer approved quote requests promptly and honour quotes for their stated validity.
- Supply material of the quality quoted, in line with the relevant Indian Standard (IS 4454 for
  granite) where applicable.
- Do not contact buyers outside the platform for a request before it is approved.

## Content

You keep the rights in content you upload, and grant us a licence to display it on the marketplace.
Do not upload anything unlawful, misleading or that infringes someone else's rights.

## Liability

We take care to keep the site accurate and available but do not guarantee it is free of errors or
interruptions. To the extent the law allows, we are not liable for indirect loss, or for the acts of
buyers and manufacturers in contracts between them.

## Law and disputes

These terms are governed by the laws of India. We first try to settle any dispute by discussion
through the [contact page](/contact); failing that, the courts of India have jurisdiction.
`;

const cookiePolicy = `This policy explains how Granite Marketplace uses cookies and similar browser storage.

## Cookies we set

- **Session cookie**: keeps you signed in. It is marked HttpOnly, so scripts on the page cannot read
  it, and it ends when you sign out or the session expires.
- **Security cookies**: protect forms and sign-in against misuse.

These cookies are strictly necessary; the site cannot work without them, so they do not need consent.

## Browser storage

Your wishlist, your product comparison list and whether you have dismissed the "install app" banner
are kept in your browser's local storage. They never leave your device unless you sign in and
choose to save them to your account.

## Analytics

If the site owner enables an analytics service, it is named here together with the cookies it sets,
and it is used only to understand how the site is used in aggregate.

## Your choices

You can delete cookies and local storage in your browser settings at any time. Blocking the session
cookie means you cannot sign in.
`;

const refundPolicy = `Granite Marketplace connects buyers with manufacturers; payment for material is made to the
manufacturer under the quote you accept. This policy sets out how quality problems, returns and
refunds are handled for orders placed through the marketplace.

## Quality reports: within 7 days

Inspect the material when it is delivered. Report any problem **within 7 days of delivery** through
your dashboard or the [contact page](/contact), with:

- your quote or order reference,
- photographs of the affected slabs or tiles and of the packing,
- a short description of the problem (for example cracks, chipped edges, wrong thickness, size,
  finish or colour against the approved sample).

Reports made after 7 days, or for material that has been cut, polished further or installed, cannot
be accepted, except for defects that could not reasonably have been seen on delivery.

## What is not a defect

Granite is a natural stone: variation in colour, veining, grain and small natural pits between slabs
and against photographs is normal and is not grounds for a refund.

## How a report is resolved

We forward your report to the manufacturer, who responds within 24 hours. Where the problem is
confirmed, the manufacturer will, at its choice and in agreement with you, replace the affected
material, give a credit note, or refund the price of the affected quantity. Refunds are paid to the
original payment method within 7 working days of the manufacturer's confirmation.

## Cancellations

An order may be cancelled without charge before the manufacturer dispatches it. Material cut to
custom sizes cannot be cancelled once cutting has started.

## Transit damage

Breakage in transit must be noted on the delivery receipt and reported with photographs within the
same 7-day window.

## Questions

Write to us through the [contact page](/contact).
`;

export const LEGAL_INFO_DEFAULTS: LegalInfo = {
  privacyPolicy: { title: 'Privacy Policy', content: privacyPolicy.trim() },
  termsOfService: { title: 'Terms of Service', content: termsOfService.trim() },
  cookiePolicy: { title: 'Cookie Policy', content: cookiePolicy.trim() },
  refundPolicy: { title: 'Refund Policy', content: refundPolicy.trim() },
  additionalPages: [],
};
