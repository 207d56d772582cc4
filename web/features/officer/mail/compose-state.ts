// What the compose form holds beside the subject and text (which the form kit keeps): the draft's
// Idempotency-Key (decision 014), whom it goes to and its kind, the last preview, and the questions
// on the way to a send — free of React, changed only by `composeReducer` (use-compose.ts drives it).
import type { PreviewResponse } from '../../../../contract/api/officer/mail.ts';
import type { MailKind } from '../../../../contract/mail.ts';

export interface ComposeState {
  /** The Idempotency-Key the draft is sent with: the same for every try, a new one per email. */
  key: string;
  /** Whom it goes to: 'subscribers', or the accounts chosen (docs/product.md#mail-to-the-chapter). */
  audience: string;
  kind: MailKind;
  /** The last preview, with the fingerprint of the text it was made of (`fingerprintOf`). */
  preview: (PreviewResponse & { of: string }) | null;
  /** "Send this email?" is asked. */
  confirming: boolean;
  /** "Discard this draft?" is asked. */
  discarding: boolean;
  /** The server refused the key: this draft already went out with another subject or text. */
  keyReused: boolean;
  /** The server's question when the subject went out within the hour (409 `duplicate_send`). */
  duplicate: { recipients: number; sentAt: string } | null;
  /** The second question (same subject within the hour) is asked, once the first has gone. */
  askingAgain: boolean;
}

/** What happens to the compose form; a new key is made by the caller, so the reducer stays pure. */
export type ComposeEvent =
  | { type: 'audienceChosen'; audience: string }
  | { type: 'kindChosen'; kind: MailKind }
  | { type: 'previewed'; preview: PreviewResponse; of: string }
  /** The text passed its check: the send is asked first. */
  | { type: 'sendAsked' }
  | { type: 'sendCancelled' }
  /** The server took the send: the next email gets `key`. */
  | { type: 'sent'; key: string }
  /** The send's request ended, sent or not: its questions close. */
  | { type: 'sendEnded' }
  | { type: 'duplicateRefused'; recipients: number; sentAt: string }
  | { type: 'keyRefused' }
  /** Typing after a refused key makes the draft sendable again (with the same key). */
  | { type: 'edited' }
  /** The same text as a new email, with `key`. */
  | { type: 'madeNew'; key: string }
  /** The first question has gone: the second one takes over when there is one. */
  | { type: 'firstQuestionGone' }
  | { type: 'againCancelled' }
  | { type: 'duplicateForgotten' }
  | { type: 'discardAsked'; asking: boolean }
  /** The draft is thrown away: the next one gets `key`. */
  | { type: 'discarded'; key: string };

export const initialComposeState = (key: string): ComposeState => ({
  key,
  audience: 'subscribers',
  kind: 'announcements',
  preview: null,
  confirming: false,
  discarding: false,
  keyReused: false,
  duplicate: null,
  askingAgain: false,
});

export function composeReducer(state: ComposeState, event: ComposeEvent): ComposeState {
  switch (event.type) {
    case 'audienceChosen':
      return { ...state, audience: event.audience };
    case 'kindChosen':
      return { ...state, kind: event.kind };
    case 'previewed':
      return { ...state, preview: { ...event.preview, of: event.of } };
    case 'sendAsked':
      return { ...state, confirming: true };
    case 'sendCancelled':
      return { ...state, confirming: false };
    case 'sent':
      return { ...state, key: event.key, preview: null };
    case 'sendEnded':
      return { ...state, confirming: false, askingAgain: false };
    case 'duplicateRefused':
      return { ...state, duplicate: { recipients: event.recipients, sentAt: event.sentAt } };
    case 'keyRefused':
      return { ...state, keyReused: true };
    case 'edited':
      return state.keyReused ? { ...state, keyReused: false } : state;
    case 'madeNew':
      return { ...state, key: event.key, keyReused: false };
    case 'firstQuestionGone':
      return state.duplicate ? { ...state, askingAgain: true } : state;
    case 'againCancelled':
      return { ...state, askingAgain: false };
    case 'duplicateForgotten':
      return { ...state, duplicate: null };
    case 'discardAsked':
      return { ...state, discarding: event.asking };
    case 'discarded':
      return { ...state, key: event.key, preview: null, keyReused: false, discarding: false };
  }
}
