// Sending a newsletter: one email per active subscriber, paced when NEWSLETTER_PACE says so. The
// send's record and its audit entry are one transaction; its emails are queued in the outbox after
// it, a batch per transaction (a few ms each, so the database and the event loop serve others in
// between), and a send whose queueing a stop interrupted is finished at the next start. The
// request's Idempotency-Key makes a repeat (a double click, a retried request, two at once) send
// nothing more and answer as the first did.
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type {
  ComposeRequest,
  DuplicateSendError,
  PreviewResponse,
  SendAccepted,
  SendProgress,
  SubscriberCounts,
  SubscriberRow,
} from '../../../../contract/api/officer/mail.ts';
import type { NewsletterPace } from '../../../config.ts';
import { isUniqueViolation, type Db } from '../../../db/database.ts';
import { fieldError, HttpError } from '../../../http-error.ts';
import type { MailMessage, Mailer } from '../../../core/mail/mailer.ts';
import type { EmailBrand } from '../../../core/mail/templates.ts';
import { audited, type Actor } from '../../../core/audit/record.ts';
import { mailAudienceLabel, type MailKind } from '../../../../contract/mail.ts';
import { alumniEventTitle } from '../../../core/mail/account-audiences.ts';
import {
  accountRecipientsAfter,
  countAccountRecipients,
  type AccountAudience,
} from '../../../core/users/mail-recipients.ts';
import { accountUnsubscribeUrl, mailLinkKey } from '../../../core/mail/account-links.ts';
import {
  chapterEmail,
  newsletterEmail,
  prepareNewsletter,
  sampleUnsubscribeToken,
  unsubscribeUrlFor,
} from './emails.ts';
import { duplicateQuestion, duplicateSince, sameSubject } from './duplicate-send.ts';
import * as repo from './repository.ts';

export interface SendingDeps {
  db: Db;
  mailer: Mailer;
  brand: EmailBrand;
  publicUrl: string;
  pace: NewsletterPace | null;
  /** Emails queued per transaction (queueBatchSizes for the engine; tests make it small). */
  queueBatchSize?: number;
  /** Tests: called after each batch is committed; throwing stops the queueing as a crash would. */
  afterBatch?: (queued: number) => void;
}

type Compose = Required<ComposeRequest>;

/** The email exactly as a subscriber gets it, with a sample unsubscribe link. */
export function preview(deps: SendingDeps, input: Compose): PreviewResponse {
  const email = newsletterEmail(
    deps.brand,
    prepareNewsletter(input),
    unsubscribeUrlFor(deps.publicUrl, sampleUnsubscribeToken),
  );
  return { subject: email.subject, html: email.html, text: email.text };
}

export const testSubjectPrefix = '[Test] ';

/** One email to the officer himself, marked as a test in its subject. */
export async function sendTest(deps: SendingDeps, actor: Actor, to: string, input: Compose) {
  const email = newsletterEmail(
    deps.brand,
    prepareNewsletter({ ...input, subject: `${testSubjectPrefix}${input.subject}` }),
    unsubscribeUrlFor(deps.publicUrl, sampleUnsubscribeToken),
  );
  await audited(deps.db, actor, 'newsletter test sent', async (trx) => {
    await deps.mailer.enqueue(trx, { to, ...email });
    return { result: undefined, target: null, details: { subject: input.subject } };
  });
  deps.mailer.wake();
}

/** The subject went out within the hour and the request did not confirm: nothing is written. */
export class DuplicateSend extends Error {
  override name = 'DuplicateSend';
  readonly answer: DuplicateSendError;
  constructor(answer: DuplicateSendError) {
    super(answer.message);
    this.answer = answer;
  }
}

/** Thrown inside the send's transaction when the key was used already: nothing is written. */
class KeyUsed extends Error {
  readonly send: repo.SendRow;
  constructor(send: repo.SendRow) {
    super('idempotency key used already');
    this.send = send;
  }
}

/**
 * Emails per transaction. SQLite's driver is synchronous, so a transaction holds the event loop
 * as well as the database: 100 are written in a few ms (at 20,000 subscribers /readyz answered
 * within 75 ms throughout, where one transaction for all of them held it for 2.7 s). PostgreSQL's
 * is not, and a transaction there holds only its own rows: 500 save round trips (100 made a send
 * to 20,000 take 16 s instead of 7).
 */
export const queueBatchSizes = { sqlite: 100, postgres: 500 } as const;

const acceptedAnswer = (send: Pick<repo.SendRow, 'id' | 'recipients'>): SendAccepted => ({
  queued: send.recipients,
  sendId: send.id,
  message:
    send.recipients === 1
      ? 'The newsletter is on its way to 1 subscriber.'
      : `The newsletter is on its way to ${send.recipients} subscribers.`,
});

export const reusedKeyMessage =
  'This Idempotency-Key was used for a different newsletter (another subject or text). Nothing was sent: use a new key for a new newsletter.';

/**
 * Queues the newsletter for every active subscriber. A key is the officer's own (stored as
 * `<officer id>:<key>`), so two officers can never collide; the same key again with the same
 * subject and text answers the first send (`replayed`), with anything else a 422. A subject that
 * went out within the hour (anyone's send) is refused with DuplicateSend unless `confirmDuplicate`;
 * the key is checked first, so a retry of a send that went out still answers as it did.
 */
export async function sendNewsletter(
  deps: SendingDeps,
  actor: Actor,
  key: string,
  input: Compose & {
    confirmDuplicate?: boolean | undefined;
    audience?: string | undefined;
    kind?: MailKind | undefined;
  },
): Promise<{ answer: SendAccepted; replayed: boolean }> {
  const storedKey = `${actor.id ?? 'command-line'}:${key}`;
  const audience = input.audience ?? 'subscribers';
  const kind = input.kind ?? 'announcements';
  const replay = async (send: repo.SendRow) => {
    if (
      send.subject !== input.subject ||
      send.body !== input.body ||
      send.audience !== audience ||
      send.kind !== kind
    )
      throw new HttpError(422, 'idempotency_key_reused', reusedKeyMessage);
    // A send whose emails are still being queued (by the first request, or left half-way when it
    // failed) is queued to its end first, so the answer is the first one's, and a retry finishes
    // what a failure interrupted.
    const recipients = send.queuedAt === null ? await queueEmails(deps, send) : send.recipients;
    return { answer: acceptedAnswer({ id: send.id, recipients }), replayed: true };
  };
  let created: repo.SendRow;
  try {
    created = await audited(deps.db, actor, 'newsletter sent', async (trx) => {
      const existing = await repo.findSendByKey(trx, storedKey);
      if (existing) throw new KeyUsed(existing);
      const at = new Date();
      const send: repo.SendRow = {
        id: randomUUID(),
        idempotencyKey: storedKey,
        subject: input.subject,
        body: input.body,
        audience,
        kind,
        recipients: 0,
        createdBy: actor.label,
        createdAt: at.toISOString(),
        // Set when its last email is queued (queueEmails).
        queuedAt: null,
      };
      // The key is claimed first: a concurrent request with it waits here (PostgreSQL) or for
      // the whole transaction (SQLite), then finds this send.
      await repo.insertSend(trx, send);
      // Asked after the key is claimed, so that a repeat of a send (its own key) arriving at the
      // same moment waits for it and answers as it did, never as a duplicate of it.
      const recipients = await countRecipients(trx, audience, kind, send.createdAt);
      if (!input.confirmDuplicate) {
        const earlier = (await repo.sendsSince(trx, duplicateSince(at).toISOString())).find(
          (other) => other.id !== send.id && sameSubject(other.subject, input.subject),
        );
        if (earlier)
          throw new DuplicateSend({
            error: 'duplicate_send',
            message: duplicateQuestion(
              earlier.subject,
              new Date(earlier.createdAt),
              at,
              recipients,
            ),
            recipients,
            sentAt: earlier.createdAt,
          });
      }
      if (recipients === 0)
        throw new HttpError(
          409,
          'conflict',
          audience === 'subscribers'
            ? 'There is no active subscriber to send it to: nothing was sent.'
            : 'Nobody in this audience receives this kind of email: nothing was sent.',
        );
      // The subscribers active now; queueEmails makes their emails and counts them again.
      await repo.setRecipients(trx, send.id, recipients);
      send.recipients = recipients;
      return {
        result: send,
        target: { id: send.id, label: input.subject },
        details: {
          recipients,
          audience,
          kind,
          ...(deps.pace ? { pace: deps.pace.label } : {}),
        },
      };
    });
  } catch (error) {
    if (error instanceof KeyUsed) return replay(error.send);
    if (isUniqueViolation(error)) {
      // Another request with this key committed first (PostgreSQL): answer as it did.
      const send = await repo.findSendByKey(deps.db, storedKey);
      if (send) return replay(send);
    }
    throw error;
  }
  const recipients = await queueEmails(deps, created);
  return { answer: acceptedAnswer({ id: created.id, recipients }), replayed: false };
}

/**
 * Queues a send's emails: one per subscriber active when it was made, a batch per transaction, in
 * the order of the subscribers' ids from where the outbox says it stopped (the last subscriber
 * with an email of this send), so it can be stopped between any two batches and finished later
 * without an email made twice (the outbox holds one per send and subscriber, unique). The last
 * batch records the send as queued with its emails' count. Paced: each email `intervalMs` after
 * the previous one, starting after any newsletter email still waiting. Returns the emails made.
 */
export async function queueEmails(
  deps: SendingDeps,
  send: repo.SendRow,
  stopping: () => boolean = () => false,
): Promise<number> {
  const prepared = prepareNewsletter(send);
  const size = deps.queueBatchSize ?? queueBatchSizes.sqlite;
  let queued = 0;
  for (;;) {
    // The batch is read and its emails made before the transaction, which only writes them: the
    // database is held for the insert alone.
    const after = (await repo.lastQueuedSubscriber(deps.db, send.id)) ?? '';
    const batch = await recipientsAfter(deps, send, prepared, after, size);
    const messages = batch.messages;
    let outcome: { wrote: number; finished: number | null };
    try {
      outcome = await deps.db.transaction().execute(async (trx) => {
        // Another request or instance queued this batch meanwhile: read again from where it is.
        if (((await repo.lastQueuedSubscriber(trx, send.id)) ?? '') !== after)
          return { wrote: 0, finished: null };
        const now = new Date();
        if (deps.pace) {
          const last = await repo.lastQueuedNewsletterAt(trx);
          let due = now.getTime();
          if (last) due = Math.max(due, new Date(last).getTime() + deps.pace.intervalMs);
          for (const message of messages) {
            message.notBefore = new Date(due);
            due += deps.pace.intervalMs;
          }
        }
        await deps.mailer.enqueueMany(trx, messages);
        const finished =
          batch.length < size ? await repo.markQueued(trx, send.id, now.toISOString()) : null;
        return { wrote: batch.length, finished };
      });
    } catch (error) {
      // Another instance wrote this batch first (PostgreSQL, finishing the same send): go on
      // from where it is.
      if (!isUniqueViolation(error)) throw error;
      outcome = { wrote: 0, finished: null };
    }
    queued += outcome.wrote;
    deps.mailer.wake();
    if (outcome.finished !== null) return outcome.finished;
    deps.afterBatch?.(queued);
    if (stopping()) return queued;
    // The event loop serves the requests that came in while the batch was written.
    await nextTurn();
  }
}

/** How many a send would reach now: the active subscribers, or the audience's accounts. */
export async function countRecipients(
  db: Db,
  audience: string,
  kind: MailKind,
  cutoff: string,
): Promise<number> {
  if (audience === 'subscribers') return (await repo.countSubscribers(db)).active;
  if (
    audience.startsWith('event:') &&
    !(await alumniEventTitle(db, audience.slice('event:'.length)))
  )
    throw fieldError('audience', 'There is no such alumni event.');
  return countAccountRecipients(db, audience as AccountAudience, kind, cutoff);
}

/** The audience as the console names it (an event by its title). */
export async function audienceLabel(db: Db, audience: string): Promise<string> {
  const title = audience.startsWith('event:')
    ? await alumniEventTitle(db, audience.slice('event:'.length))
    : undefined;
  return mailAudienceLabel(audience, title);
}

/** The next batch of a send's emails, after the recipient `after` (by id). */
async function recipientsAfter(
  deps: SendingDeps,
  send: repo.SendRow,
  prepared: ReturnType<typeof prepareNewsletter>,
  after: string,
  size: number,
): Promise<{ length: number; messages: MailMessage[] }> {
  if (send.audience === 'subscribers') {
    const batch = await repo.activeSubscribersAfter(deps.db, after, send.createdAt, size);
    return {
      length: batch.length,
      messages: batch.map((subscriber) => ({
        to: subscriber.email,
        ...newsletterEmail(
          deps.brand,
          prepared,
          unsubscribeUrlFor(deps.publicUrl, subscriber.unsubscribeToken),
        ),
        newsletter: { sendId: send.id, subscriberId: subscriber.id },
      })),
    };
  }
  const kind = send.kind as MailKind;
  const [batch, key] = await Promise.all([
    accountRecipientsAfter(
      deps.db,
      send.audience as AccountAudience,
      kind,
      send.createdAt,
      after,
      size,
    ),
    mailLinkKey(deps.db),
  ]);
  return {
    length: batch.length,
    messages: batch.map((account) => ({
      to: account.email,
      ...chapterEmail(
        deps.brand,
        prepared,
        accountUnsubscribeUrl(deps.publicUrl, key, account.id, kind),
        kind,
      ),
      // The account's id where a subscriber's would be: queueing resumes after it.
      newsletter: { sendId: send.id, subscriberId: account.id },
    })),
  };
}

/**
 * Finishes the queueing of the sends a stop interrupted (run at start; `stopping` ends it between
 * two batches when the server stops again).
 */
export async function finishInterruptedSends(
  deps: SendingDeps,
  stopping: () => boolean,
): Promise<number> {
  const sends = await repo.sendsBeingQueued(deps.db);
  for (const send of sends) {
    if (stopping()) break;
    await queueEmails(deps, send, stopping);
  }
  return sends.length;
}

/**
 * The counts of the sends that are finished, remembered by one server: a send with all its emails
 * made (queued to the end, as many as its recipients) and none of them waiting or being handed
 * over changes no more (sent, failed and stored emails stay so), so it is counted once, not on
 * every request.
 */
export type FinishedSends = Map<string, repo.SendCounts>;

/**
 * The progress counts of `sends`: one grouped query over the emails of those not finished (and
 * remembered) yet, and one over the failed emails of all of them (their addresses may bounce
 * later). Never per send, never over another send's emails.
 */
async function progressCounts(
  db: Db,
  finished: FinishedSends,
  sends: repo.SendListRow[],
): Promise<Map<string, repo.SendCounts>> {
  const ids = sends.map((send) => send.id);
  const [counted, bounced] = await Promise.all([
    repo.countsOf(
      db,
      ids.filter((id) => !finished.has(id)),
    ),
    repo.bouncedOf(db, ids),
  ]);
  const counts = new Map<string, repo.SendCounts>();
  for (const send of sends) {
    let entry = finished.get(send.id);
    if (!entry) {
      entry = counted.get(send.id)!;
      const made = entry.queued + entry.stored + entry.sent + entry.failed;
      if (send.queuedAt !== null && entry.queued === 0 && made === send.recipients)
        finished.set(send.id, entry);
    }
    counts.set(send.id, { ...entry, bounced: bounced.get(send.id) ?? 0 });
  }
  return counts;
}

/** A page of the sends, newest first, with the progress of each. */
export async function pageOfProgress(
  db: Db,
  finished: FinishedSends,
  page: { limit: number; offset: number },
): Promise<{ sends: SendProgress[]; total: number }> {
  const [sends, total] = await Promise.all([repo.listSends(db, page), repo.countSends(db)]);
  const counts = await progressCounts(db, finished, sends);
  return { sends: sends.map((send) => toProgress(send, counts.get(send.id)!)), total };
}

export async function progressOf(
  db: Db,
  finished: FinishedSends,
  id: string,
): Promise<SendProgress> {
  const send = await repo.findSend(db, id);
  if (!send) throw new HttpError(404, 'not_found', 'There is no such newsletter.');
  return toProgress(send, (await progressCounts(db, finished, [send])).get(id)!);
}

function toProgress(send: repo.SendListRow, counts: repo.SendCounts): SendProgress {
  return {
    id: send.id,
    subject: send.subject,
    audience: send.audience,
    kind: send.kind,
    createdAt: send.createdAt,
    createdBy: send.createdBy,
    recipients: send.recipients,
    queued: counts.queued,
    stored: counts.stored,
    sent: counts.sent,
    failed: counts.failed,
    bounced: counts.bounced,
    nextAt: counts.nextAt,
    // Every email made, and none waiting for the mail server; without one (no SMTP_URL), the
    // emails kept in the outbox are as far as they go.
    done: send.queuedAt !== null && counts.queued === 0,
  };
}

export const toSubscriberRow = (row: repo.SubscriberListRow): SubscriberRow => ({
  email: row.email,
  status: row.status,
  confirmedAt: row.confirmedAt,
  subscribedAt: row.createdAt,
  unsubscribedAt: row.unsubscribedAt,
  bouncedAt: row.bouncedAt,
});

/**
 * A page of subscribers with the counts per status (one grouped query) and how many match: the
 * counts say it unless there is a search.
 */
export async function pageOfSubscribers(
  db: Db,
  filter: repo.SubscriberFilter,
  page: { limit: number; offset: number },
): Promise<{ subscribers: SubscriberRow[]; counts: SubscriberCounts; total: number }> {
  const [rows, counts, matching] = await Promise.all([
    repo.listSubscribers(db, filter, page),
    repo.countSubscribers(db),
    filter.q ? repo.countMatchingSubscribers(db, filter) : undefined,
  ]);
  const total =
    matching ??
    (filter.status ? counts[filter.status] : Object.values(counts).reduce((a, b) => a + b, 0));
  return { subscribers: rows.map(toSubscriberRow), counts, total };
}
