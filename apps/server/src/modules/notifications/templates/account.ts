// The account's transactional e-mail that rate-limits/sign-in-guard.ts asks for (ADR 019: a required
// template, sent whatever the preferences say), in the account's language (D40).
import { type Language, translate } from '../../../lib/i18n';
import type { MailMessage } from '../../mail/mail.layout';
import { linkMessage } from '../../mail/mail.layout';

export function signInFailuresMail(
  owner: { email: string; name: string },
  failures: number,
  signInUrl: string,
  language: Language,
): MailMessage {
  return linkMessage(
    owner.email,
    'sign_in_failures',
    translate(language, 'Failed sign-in attempts on your account'),
    [
      translate(language, 'Hello {name},', { name: owner.name }),
      translate(
        language,
        'In the last hour somebody tried to sign in to your Granite Marketplace account with a wrong password {failures} times.',
        { failures },
      ),
      translate(
        language,
        'Your account is not locked: you can still sign in as usual. Further attempts from unknown places are slowed down.',
      ),
      translate(
        language,
        'If this was not you, sign in and change your password to a long one you use nowhere else.',
      ),
    ],
    { label: translate(language, 'Sign in'), url: signInUrl },
  );
}
