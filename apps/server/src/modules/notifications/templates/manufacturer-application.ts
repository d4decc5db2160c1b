// The e-mails of the approval decisions (admin 2 "Vendor Registration Management", D8), in the
// applicant's language (D40); the business name and the administrator's reason stay as written.
import { type Language, localePath, translate } from '../../../lib/i18n';
import { greeting, type MailMessage, linkMessage as message } from '../../mail/mail.layout';

export const applicationApprovedMail = (
  to: string,
  name: string,
  businessName: string,
  publicUrl: string,
  language: Language = 'en',
): MailMessage =>
  message(
    to,
    'vendor_application_approved',
    translate(language, '{business} is approved on Granite Marketplace', { business: businessName }),
    [
      greeting(name, language),
      translate(language, 'Your manufacturer application for {business} has been approved.', {
        business: businessName,
      }),
      translate(
        language,
        'Sign in to your manufacturer panel to complete your business profile and list your products; buyers can then find them and send you quote requests.',
      ),
    ],
    {
      label: translate(language, 'Open your manufacturer panel'),
      url: `${publicUrl}${localePath(language, '/vendor/login')}`,
    },
  );

export const applicationRejectedMail = (
  to: string,
  name: string,
  businessName: string,
  reason: string,
  publicUrl: string,
  language: Language = 'en',
): MailMessage =>
  message(
    to,
    'vendor_application_rejected',
    translate(language, 'Your manufacturer application for {business}', { business: businessName }),
    [
      greeting(name, language),
      translate(language, 'Your manufacturer application for {business} was not approved.', {
        business: businessName,
      }),
      translate(language, 'Reason: {reason}', { reason }),
      translate(
        language,
        'You can correct your application and submit it again from your manufacturer panel, or reply through our contact page if you have questions.',
      ),
    ],
    {
      label: translate(language, 'Correct and resubmit'),
      url: `${publicUrl}${localePath(language, '/vendor/login')}`,
    },
  );
