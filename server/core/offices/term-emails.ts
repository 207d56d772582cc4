// The news of a term entered (docs/product.md#positions-and-terms): its new holder is told his
// office, the day it starts in words, when the console's pages of his office open to him (to look
// at from 14 days before, to work in from his first day) and, for a board office, the bio the
// public board will show; the holder whose term it follows is told the day his ends and where his
// handover is. Queued in the transaction that enters the term, so an email goes out if and only if
// the term was entered. Every value is escaped by renderEmail.
import { formatDay } from '../../../contract/dates.ts';
import { areaLabels } from '../../../contract/officer-areas.ts';
import { addDays, notesOpenOn } from '../../../contract/terms.ts';
import type { Db } from '../../db/database.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { renderEmail, type EmailBrand } from '../mail/templates.ts';
import { audiencesOf } from '../privacy/profiles.ts';
import { choicesOf, readPrivacyRules } from '../privacy/repository.ts';
import { findUserById } from '../users/repository.ts';
import { areaList } from './office.ts';
import type * as repo from './repository.ts';

export interface TermNewsDeps {
  mailer: Pick<Mailer, 'enqueue' | 'wake'>;
  brand: EmailBrand;
  publicUrl: string;
}

/** Where a holder ticks his office's checklist and writes his handover note. */
export const officePagePath = '/me/office';

/** What the new holder's email says of the board page's bio: his words, or why there are none. */
export type BoardBio =
  | { kind: 'shown'; text: string }
  | { kind: 'none' }
  | { kind: 'hidden' }
  | { kind: 'not-on-board' };

export function newHolderEmail(
  brand: EmailBrand,
  publicUrl: string,
  facts: {
    holder: { name: string; email: string; role: string };
    title: string;
    areas: readonly (keyof typeof areaLabels)[];
    startsOn: string;
    endsOn: string | null;
    /** The holder of the term this one follows (null: a free seat). */
    follows: string | null;
    bio: BoardBio;
    today: string;
  },
): MailMessage {
  const { holder, title, startsOn, today } = facts;
  const starts = formatDay(startsOn);
  const started = startsOn <= today;
  const subject = started
    ? `You hold ${title} from today`
    : `You were entered as ${title} from ${starts}`;
  // The areas' names hold "and" themselves ("Calendar and events"): commas between them.
  const pages = facts.areas.map((area) => areaLabels[area]).join(', ');
  const previewFrom = notesOpenOn({ startsOn, endsOn: facts.endsOn });
  const console =
    facts.areas.length === 0
      ? 'The office carries no pages of the officer console.'
      : started
        ? `The officer console’s pages of your office (${pages}) are yours from today.`
        : `${previewFrom <= today ? 'You can already' : `From ${formatDay(previewFrom)} you can`} look at the officer console’s pages of your office (${pages}), so that ${facts.follows ?? 'the officers'} can show you the work; you can change things from your first day.`;
  const accountPath = holder.role === 'alumni' ? '/alumni-account' : '/account';
  const bio: string[] =
    facts.bio.kind === 'not-on-board'
      ? []
      : [
          facts.bio.kind === 'shown'
            ? `The Executive Board page will show you with your picture and this bio: “${facts.bio.text}”`
            : facts.bio.kind === 'hidden'
              ? 'The Executive Board page will show you with your picture; your bio is kept from visitors by your privacy choices, so the page shows none.'
              : 'The Executive Board page will show you with your picture and a few lines about you: you have not written a bio yet (up to 400 characters).',
          `Write or change it on your account page: ${publicUrl}${accountPath}`,
        ];
  return {
    to: holder.email,
    subject,
    ...renderEmail(brand, {
      heading: subject,
      paragraphs: [
        `${holder.name}, ${
          started
            ? `you hold ${title} from today, ${starts}`
            : `you were entered as ${title}: your term starts on ${starts}`
        }${facts.endsOn ? ` and runs until ${formatDay(addDays(facts.endsOn, -1))}` : ''}${
          facts.follows ? `, after ${facts.follows}` : ''
        }.`,
        console,
      ],
      more: [
        ...bio,
        `The office’s handover checklist and the notes of the earlier holders are on your office page: ${publicUrl}${officePagePath}`,
      ],
      action:
        facts.areas.length > 0
          ? { label: 'Open the officer console', url: `${publicUrl}/officers` }
          : { label: 'Open your office', url: `${publicUrl}${officePagePath}` },
      notes: [
        `You get this email because an officer of the chapter entered you as ${title}. If this is a mistake, tell the officers who manage accounts.`,
      ],
    }),
  };
}

export function outgoingHolderEmail(
  brand: EmailBrand,
  publicUrl: string,
  facts: {
    holder: { name: string; email: string };
    title: string;
    successor: string;
    /** The first day he no longer holds it: the successor's first day. */
    endsOn: string;
  },
): MailMessage {
  const ends = formatDay(facts.endsOn);
  const subject = `Your term as ${facts.title} ends on ${ends}`;
  return {
    to: facts.holder.email,
    subject,
    ...renderEmail(brand, {
      heading: subject,
      paragraphs: [
        `${facts.holder.name}, ${facts.successor} was entered as ${facts.title} after you: his term starts on ${ends}, and yours ends that day, with the console access the office gives.`,
        `Before then, tick the office’s handover checklist and write your handover note for ${facts.successor}: he can read it from ${formatDay(notesOpenOn({ startsOn: facts.endsOn, endsOn: null }))}.`,
      ],
      action: { label: 'Open your handover', url: `${publicUrl}${officePagePath}` },
      notes: ['You get this email because you hold this office.'],
    }),
  };
}

/** The bio the public board will show of `user` (the board page is public: only what he shows all). */
async function boardBio(
  db: Db,
  user: { bio: string | null; privacy: string },
  onBoard: boolean,
): Promise<BoardBio> {
  if (!onBoard) return { kind: 'not-on-board' };
  const text = user.bio?.trim() ?? '';
  if (!text) return { kind: 'none' };
  const shown = audiencesOf(choicesOf(user.privacy), await readPrivacyRules(db));
  return shown.bio === 'public' ? { kind: 'shown', text } : { kind: 'hidden' };
}

/**
 * Queues the emails of a term just entered, inside its transaction: to its holder, and to the
 * holder of the term it follows (when that is someone else). The caller wakes the mailer after
 * the commit.
 */
export async function queueTermNews(
  trx: Db,
  deps: TermNewsDeps,
  entered: {
    term: repo.TermListRow;
    position: { title: string; areas: string; board: number };
    replaced: repo.TermListRow | undefined;
  },
  today: string,
): Promise<void> {
  const { term, position, replaced } = entered;
  const holder = await findUserById(trx, term.userId);
  if (!holder) return;
  const follows = replaced && replaced.userId !== term.userId ? replaced : undefined;
  await deps.mailer.enqueue(
    trx,
    newHolderEmail(deps.brand, deps.publicUrl, {
      holder,
      title: position.title,
      areas: areaList(position.areas),
      startsOn: term.startsOn,
      endsOn: term.endsOn,
      follows: follows?.name ?? null,
      bio: await boardBio(trx, holder, position.board === 1),
      today,
    }),
  );
  if (follows)
    await deps.mailer.enqueue(
      trx,
      outgoingHolderEmail(deps.brand, deps.publicUrl, {
        holder: { name: follows.name, email: follows.email },
        title: position.title,
        successor: term.name,
        endsOn: term.startsOn,
      }),
    );
}
