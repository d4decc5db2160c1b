// D42: a document's life. A draft has no number yet; issuing it takes the next number of its series
// and freezes it (an issued document never changes); an e-invoice is then registered with the IRP
// (D43). A correction is another document: the credit note that reverses an invoice marks it
// credited. Cancellation is kept narrow: a draft, or an issued document not yet registered; a
// registered one is cancelled at the IRP within 24 hours (D43), which is its own step.
import type { DocumentState } from './options';

export const DOCUMENT_ACTIONS = ['issue', 'register', 'cancel', 'cancel_registration', 'credit'] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

export const DOCUMENT_STEPS: Record<DocumentAction, { from: readonly DocumentState[]; to: DocumentState }> = {
  issue: { from: ['draft'], to: 'issued' },
  register: { from: ['issued'], to: 'registered' },
  cancel: { from: ['draft', 'issued'], to: 'cancelled' },
  // D43: the IRP cancelled the document's IRN (within 24 hours of its acknowledgement, CGST Rules r.48).
  cancel_registration: { from: ['registered'], to: 'cancelled' },
  credit: { from: ['issued', 'registered'], to: 'credited' },
};

/** Whether a document in this state may take this step. */
export const canTakeDocumentStep = (action: DocumentAction, state: DocumentState): boolean =>
  DOCUMENT_STEPS[action].from.includes(state);

/** Why a step cannot be taken from the document's state, in the reader's words. */
export function documentStepRefusal(action: DocumentAction, state: DocumentState): string {
  if (state === 'cancelled') return 'This document was cancelled.';
  if (state === 'credited') return 'This document was reversed by a credit note.';
  switch (action) {
    case 'issue':
      return 'This document is already issued.';
    case 'register':
      return state === 'draft'
        ? 'Issue the document before registering it.'
        : 'This document is already registered.';
    case 'cancel':
      return 'A document registered with the Invoice Registration Portal is cancelled there (D43).';
    case 'cancel_registration':
      return 'Only a document registered with the Invoice Registration Portal has an IRN to cancel.';
    case 'credit':
      return 'Only an issued document can be reversed by a credit note.';
  }
}

/**
 * The state after `action`, or the refusal (the server answers 409 with it). One function for every
 * document, so no caller writes a state by hand.
 */
export function nextDocumentState(
  state: DocumentState,
  action: DocumentAction,
): { ok: true; to: DocumentState } | { ok: false; refusal: string } {
  return canTakeDocumentStep(action, state)
    ? { ok: true, to: DOCUMENT_STEPS[action].to }
    : { ok: false, refusal: documentStepRefusal(action, state) };
}
