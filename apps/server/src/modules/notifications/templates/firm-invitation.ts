// D46: the e-mail of an invitation to a manufacturer firm: who invites, to which firm, in which role,
// and the link (valid FIRM_INVITATION_DAYS days, used once). The firm's and the inviter's names stay
// as written; the role is named in the reader's language.
import type { ManufacturerRole } from '@granite/shared';
import { type Language, translate } from '../../../lib/i18n';
import { greeting, type MailMessage, linkMessage as message } from '../../mail/mail.layout';

export type FirmInvitationParams = {
  firm: string;
  inviter: string;
  role: ManufacturerRole;
  url: string;
  days: number;
};

/** A role's name in a sentence (the team page shows the same words). */
export const roleName = (language: Language, role: ManufacturerRole): string =>
  ({
    owner: translate(language, 'Owner'),
    manager: translate(language, 'Manager'),
    sales: translate(language, 'Sales'),
    yard: translate(language, 'Yard'),
    accounts: translate(language, 'Accounts'),
  })[role];

export const firmInvitationMail = (
  to: string,
  name: string,
  p: FirmInvitationParams,
  language: Language,
): MailMessage =>
  message(
    to,
    'firm_invitation',
    translate(language, '{inviter} invites you to {firm} on Granite Marketplace', {
      inviter: p.inviter,
      firm: p.firm,
    }),
    [
      greeting(name, language),
      translate(language, '{inviter} invites you to join {firm} as {role}.', {
        inviter: p.inviter,
        firm: p.firm,
        role: roleName(language, p.role),
      }),
      translate(
        language,
        'Open the link to accept. Sign in with this e-mail address, or create an account with it; the link works once and for {days} days.',
        { days: p.days },
      ),
    ],
    { label: translate(language, 'Accept the invitation'), url: p.url },
  );
