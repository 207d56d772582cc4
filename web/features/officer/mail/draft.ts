// A mail being written (docs/product.md#officer-console): its subject and text, and the
// Idempotency-Key that names this one mail (decision 014). The key is made when the draft
// starts and kept with it — across edits, reloads and retried sends — so a double click or a send
// whose answer was lost can never send it twice; only a new draft (after a send, or "Start over")
// gets a new key.
import { dropDraft, readDraft, saveDraft } from '../../../lib/drafts.ts';

export interface MailDraft {
  subject: string;
  body: string;
  /** The send's Idempotency-Key: made once per draft. */
  key: string;
}

/** Where the draft is kept in session storage (web/lib/drafts.ts), per officer. */
export const draftKey = 'officer-mail-compose';

/** Where it was kept while the console's Mail was its Newsletter: read once, then moved. */
const oldDraftKey = 'officer-newsletter-compose';

const keyPattern = /^[A-Za-z0-9_.:-]{8,128}$/;

/** A new, empty draft with a new key. */
export const newDraft = (makeKey: () => string = () => crypto.randomUUID()): MailDraft => ({
  subject: '',
  body: '',
  key: makeKey(),
});

/** Whether a stored value is a draft (storage holds whatever was written there). */
export function isDraft(value: unknown): value is MailDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.subject === 'string' &&
    typeof draft.body === 'string' &&
    typeof draft.key === 'string' &&
    keyPattern.test(draft.key)
  );
}

/**
 * The draft `owner` kept in this tab, or null. One kept under the old key (a tab open across the
 * rename) moves to the new one, so the text typed before is not lost.
 */
export function readMailDraft(owner: string): MailDraft | null {
  const kept = readDraft(draftKey, owner, isDraft);
  if (kept) return kept;
  const old = readDraft(oldDraftKey, owner, isDraft);
  if (old) {
    saveDraft(draftKey, owner, old);
    dropDraft(oldDraftKey);
  }
  return old;
}

/** Something typed that a reload or leaving the page would lose. */
export const hasContent = (draft: MailDraft): boolean =>
  draft.subject.trim() !== '' || draft.body.trim() !== '';

/** The words of "Send to N active subscribers". */
export const sendLabel = (active: number, audience?: string): string =>
  audience
    ? `Send to ${peopleCount(active)} (${audience})`
    : `Send to ${active.toLocaleString('en-US')} active subscriber${active === 1 ? '' : 's'}`;

/** "1 person", "1,200 people": who a send would reach. */
export const peopleCount = (count: number): string =>
  count === 1 ? '1 person' : `${count.toLocaleString('en-US')} people`;

/** A short guide to the simple formatting (server/core/mail/simple-format.ts), line by line. */
export const formattingHints: readonly { mark: string; gives: string }[] = [
  { mark: 'A blank line', gives: 'starts a new paragraph' },
  { mark: '# Heading / ## Smaller heading', gives: 'a heading' },
  { mark: '- item (or * item)', gives: 'a bulleted list' },
  { mark: '**bold**  _italic_', gives: 'emphasis' },
  { mark: '[words](https://…)', gives: 'a link (https and mailto only); a bare https://… too' },
];
