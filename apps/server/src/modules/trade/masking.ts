// D30: contact details cross only after acceptance. What one side of a quote wrote — the buyer's
// name and notes, the manufacturer's reply message and each revision's, thread messages — reaches
// the other side with phone numbers, e-mail addresses, links and handles masked until the buyer
// accepts (rules.ts contactsShared): stored as written, masked when read, in the API answer as well
// as in the notification and its e-mail. Admins read as written; each side reads its own as written.
// The manufacturer's dashboard (manufacturer-insights) reads the buyer's name through here too.
import {
  type BuyerQuoteRequest,
  maskContactDetails,
  type QuoteReplyView,
  type QuoteRequestSummary,
} from '@granite/shared';
import { msg, type Text } from '../../lib/i18n';
import { contactsShared } from './rules';
import type { QuoteRequestRow } from './views';

type RequestState = Pick<QuoteRequestRow, 'status'>;

/** A text one side wrote, as the other side of this request reads it. */
export function crossing<T extends string | null>(text: T, request: RequestState): T {
  if (text === null || contactsShared(request)) return text;
  return maskContactDetails(text) as T;
}

/** The request as its manufacturer reads it: the buyer's name, notes and decline reason masked. */
export function requestForManufacturer(summary: QuoteRequestSummary): QuoteRequestSummary {
  return {
    ...summary,
    customerName: crossing(summary.customerName, summary),
    buyerCompany: crossing(summary.buyerCompany ?? null, summary),
    additionalNotes: crossing(summary.additionalNotes, summary),
    closeReason: crossing(summary.closeReason, summary),
  };
}

/** A reply (or a revision) as the buyer reads it: the manufacturer's message masked. */
export function replyForBuyer(reply: QuoteReplyView, request: RequestState): QuoteReplyView {
  return { ...reply, message: crossing(reply.message, request) };
}

/** The buyer's own request with its latest reply, as GET /me/quote-requests[/:id] answers it. */
export function buyerRequestForBuyer(view: BuyerQuoteRequest): BuyerQuoteRequest {
  if (!view.response) return view;
  return { ...view, response: { ...view.response, message: crossing(view.response.message, view) } };
}

/** The message of a reply in its notification to the buyer, masked as the buyer reads it. */
export function replyMessageLine(message: string | null, request: RequestState): Text {
  const shown = crossing(message?.trim() || null, request);
  if (!shown) return '';
  return msg(' Message: “{text}”', { text: shown.length > 300 ? `${shown.slice(0, 299)}…` : shown });
}
