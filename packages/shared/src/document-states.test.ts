import { describe, expect, it } from 'vitest';
import { DOCUMENT_ACTIONS, documentStepRefusal, nextDocumentState } from './document-states';
import { DOCUMENT_STATES, type DocumentState } from './options';

describe('a document’s life (D42)', () => {
  it('goes draft → issued → registered, and is cancelled or credited from the states the law allows', () => {
    expect(nextDocumentState('draft', 'issue')).toEqual({ ok: true, to: 'issued' });
    expect(nextDocumentState('issued', 'register')).toEqual({ ok: true, to: 'registered' });
    expect(nextDocumentState('draft', 'cancel')).toEqual({ ok: true, to: 'cancelled' });
    expect(nextDocumentState('issued', 'cancel')).toEqual({ ok: true, to: 'cancelled' });
    expect(nextDocumentState('issued', 'credit')).toEqual({ ok: true, to: 'credited' });
    expect(nextDocumentState('registered', 'credit')).toEqual({ ok: true, to: 'credited' });
    expect(nextDocumentState('registered', 'cancel_registration')).toEqual({ ok: true, to: 'cancelled' });
  });

  it('refuses every other step, saying why', () => {
    const allowed = new Set([
      'draft:issue',
      'issued:register',
      'draft:cancel',
      'issued:cancel',
      'issued:credit',
      'registered:credit',
      'registered:cancel_registration',
    ]);
    for (const state of DOCUMENT_STATES)
      for (const action of DOCUMENT_ACTIONS) {
        const next = nextDocumentState(state, action);
        if (allowed.has(`${state}:${action}`)) expect(next.ok, `${state}:${action}`).toBe(true);
        else
          expect(next, `${state}:${action}`).toEqual({
            ok: false,
            refusal: documentStepRefusal(action, state),
          });
      }
  });

  it('never moves an issued document back to a draft, nor a cancelled or credited one anywhere', () => {
    const ends: DocumentState[] = ['cancelled', 'credited'];
    for (const state of ends)
      for (const action of DOCUMENT_ACTIONS) expect(nextDocumentState(state, action).ok).toBe(false);
    expect(nextDocumentState('issued', 'issue')).toEqual({
      ok: false,
      refusal: 'This document is already issued.',
    });
    expect(nextDocumentState('registered', 'cancel')).toMatchObject({
      refusal: /Invoice Registration Portal/,
    });
    expect(nextDocumentState('cancelled', 'cancel')).toEqual({
      ok: false,
      refusal: 'This document was cancelled.',
    });
  });
});
