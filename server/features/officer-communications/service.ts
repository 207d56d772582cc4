// Sending a newsletter: one email per active subscriber, queued in the outbox in one transaction
// with the send's record and its audit entry, paced when NEWSLETTER_PACE says so. The request's
// Idempotency-Key makes a repeat (a double click, a retried request, two at once) send nothing
// more and answer as the first did.
import { randomUUID } from 'node:crypto';
import type {
  ComposeRequest,
  DuplicateSendError,
  PreviewResponse,
  SendAccepted,
  SendProgress,
  SubscriberCounts,
  SubscriberRow,
} from '../../../contract/api/communications.ts';
import type { NewsletterPace } from '../../config.ts';
import { isUniqueViolation, type Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import type { MailMessage, Mailer } from '../../mail/mailer.ts';
import type { EmailBrand } from '../../mail/templates.ts';
import { audited, type Actor } from '../audit/record.ts';
import {
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

const batchSize = 200;

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
  input: Compose & { confirmDuplicate?: boolean | undefined },
): Promise<{ answer: SendAccepted; replayed: boolean }> {
  const storedKey = `${actor.id ?? 'command-line'}:${key}`;
  const replay = (send: repo.SendRow) => {
    if (send.subject !== input.subject || send.body !== input.body)
      throw new HttpError(422, 'idempotency_key_reused', reusedKeyMessage);
    return { answer: acceptedAnswer(send), replayed: true };
  };
  let created: { id: string; recipients: number };
  try {
    created = await audited(deps.db, actor, 'newsletter sent', async (trx) => {
      const existing = await repo.findSendByKey(trx, storedKey);
      if (existing) throw new KeyUsed(existing);
      const id = randomUUID();
      const at = new Date();
      // The key is claimed first: a concurrent request with it waits here (PostgreSQL) or for
      // the whole transaction (SQLite), then finds this send.
      await repo.insertSend(trx, {
        id,
        idempotencyKey: storedKey,
        subject: input.subject,
        body: input.body,
        recipients: 0,
        createdBy: actor.label,
        createdAt: at.toISOString(),
      });
      // Asked after the key is claimed, so that a repeat of a send (its own key) arriving at the
      // same moment waits for it and answers as it did, never as a duplicate of it.
      if (!input.confirmDuplicate) {
        const earlier = (await repo.sendsSince(trx, duplicateSince(at).toISOString())).find(
          (send) => send.id !== id && sameSubject(send.subject, input.subject),
        );
        if (earlier) {
          const recipients = (await repo.countSubscribers(trx)).active;
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
      }
      const recipients = await queueEmails(deps, trx, id, input, at);
      if (recipients === 0)
        throw new HttpError(
          409,
          'conflict',
          'There is no active subscriber to send it to: nothing was sent.',
        );
      await repo.setRecipients(trx, id, recipients);
      return {
        result: { id, recipients },
        target: { id, label: input.subject },
        details: { recipients, ...(deps.pace ? { pace: deps.pace.label } : {}) },
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
  deps.mailer.wake();
  return { answer: acceptedAnswer(created), replayed: false };
}

/**
 * One email per active subscriber, a batch at a time (memory stays flat for thousands). Paced:
 * each `intervalMs` after the previous one, starting after any newsletter email still waiting.
 */
async function queueEmails(
  deps: SendingDeps,
  trx: Db,
  sendId: string,
  input: Compose,
  at: Date,
): Promise<number> {
  const prepared = prepareNewsletter(input);
  let due = at.getTime();
  if (deps.pace) {
    const last = await repo.lastQueuedNewsletterAt(trx);
    if (last) due = Math.max(due, new Date(last).getTime() + deps.pace.intervalMs);
  }
  let count = 0;
  let after = '';
  for (;;) {
    const batch = await repo.activeSubscribersAfter(trx, after, batchSize);
    if (batch.length === 0) return count;
    const messages: MailMessage[] = batch.map((subscriber) => {
      const email = newsletterEmail(
        deps.brand,
        prepared,
        unsubscribeUrlFor(deps.publicUrl, subscriber.unsubscribeToken),
      );
      const message: MailMessage = {
        to: subscriber.email,
        ...email,
        newsletter: { sendId, subscriberId: subscriber.id },
      };
      if (deps.pace) {
        message.notBefore = new Date(due);
        due += deps.pace.intervalMs;
      }
      return message;
    });
    await deps.mailer.enqueueMany(trx, messages);
    count += batch.length;
    after = batch.at(-1)!.id;
  }
}

/**
 * The counts of the sends that are finished, remembered by one server: a send with all its emails
 * made (as many as its recipients) and none of them waiting or being handed over changes no more
 * (sent, failed and kept emails stay so), so it is counted once, not on every request.
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
      const made = entry.queued + entry.sent + entry.failed;
      if (entry.inFlight === 0 && send.recipients > 0 && made === send.recipients)
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
    createdAt: send.createdAt,
    createdBy: send.createdBy,
    recipients: send.recipients,
    queued: counts.queued,
    sent: counts.sent,
    failed: counts.failed,
    bounced: counts.bounced,
    nextAt: counts.nextAt,
    done: counts.queued === 0,
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
