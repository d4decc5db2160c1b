// The e-mails of the approval decisions (admin 2 "Vendor Registration Management", D8).
import { type MailMessage, linkMessage as message } from '../mail/mail.layout';

export const applicationApprovedMail = (
  to: string,
  name: string,
  businessName: string,
  publicUrl: string,
): MailMessage =>
  message(
    to,
    'vendor_application_approved',
    `${businessName} is approved on Granite Marketplace`,
    [
      `Hello ${name},`,
      `Your manufacturer application for ${businessName} has been approved.`,
      'Sign in to your manufacturer panel to complete your business profile and list your products; buyers can then find them and send you quote requests.',
    ],
    { label: 'Open your manufacturer panel', url: `${publicUrl}/vendor/login` },
  );

export const applicationRejectedMail = (
  to: string,
  name: string,
  businessName: string,
  reason: string,
  publicUrl: string,
): MailMessage =>
  message(
    to,
    'vendor_application_rejected',
    `Your manufacturer application for ${businessName}`,
    [
      `Hello ${name},`,
      `Your manufacturer application for ${businessName} was not approved.`,
      `Reason: ${reason}`,
      'You can correct your application and submit it again from your manufacturer panel, or reply through our contact page if you have questions.',
    ],
    { label: 'Correct and resubmit', url: `${publicUrl}/vendor/login` },
  );
