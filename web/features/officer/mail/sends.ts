// A newsletter send's progress for the console (docs/api.md#newsletter-console): how far it is,
// in words and as a share, and how soon to ask again while it is still going.
import type { SendProgress } from '../../../../contract/api/officer/mail.ts';

export const sendsPath = '/api/officer/mail/sends';

/** The API's address of a page of the sends (page 1 is the newest). */
export const sendsUrl = ({ page, pageSize }: { page: number; pageSize: number }): string =>
  `${sendsPath}?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) })}`;

/**
 * Handed over, failed, or kept in the outbox (no mail server: as far as they go), of every email
 * of the send: 0–100.
 */
export function percentDone(
  send: Pick<SendProgress, 'recipients' | 'sent' | 'failed' | 'stored'>,
): number {
  if (send.recipients <= 0) return 100;
  const handled = send.sent + send.failed + send.stored;
  return Math.min(100, Math.round((handled / send.recipients) * 100));
}

/**
 * "12 sent, 3 queued, 1 failed (1 bouncing)"; without a mail server, "40 in the outbox (not
 * sent)" (and the queued ones while they are still being made).
 */
export function progressText(
  send: Pick<SendProgress, 'queued' | 'stored' | 'sent' | 'failed' | 'bounced'>,
): string {
  if (send.stored > 0 && send.sent + send.failed === 0)
    return `${send.stored.toLocaleString('en-US')} in the outbox (not sent)${send.queued ? `, ${send.queued.toLocaleString('en-US')} queued` : ''}`;
  const failed = send.failed
    ? `${send.failed.toLocaleString('en-US')} failed${send.bounced ? ` (${send.bounced.toLocaleString('en-US')} bouncing)` : ''}`
    : '0 failed';
  return `${send.sent.toLocaleString('en-US')} sent, ${send.queued.toLocaleString('en-US')} queued, ${failed}`;
}

/** What the send's state is, in a word or two. */
export function stateText(
  send: Pick<SendProgress, 'done' | 'failed'>,
  delivering: boolean,
): string {
  if (send.done) return send.failed ? 'Done, with failures' : 'Done';
  // Without a mail server, a send is unfinished only while its emails are being written.
  return delivering ? 'Sending' : 'Writing to the outbox';
}

/**
 * How long to wait before asking for the progress again: soon while emails leave, slower when
 * the next one is paced further off (never past 30 s, never under 1 s); null when it is done.
 */
export function pollDelay(
  send: Pick<SendProgress, 'done' | 'nextAt'>,
  now: number = Date.now(),
): number | null {
  if (send.done) return null;
  const next = send.nextAt ? new Date(send.nextAt).getTime() - now : 0;
  if (!Number.isFinite(next) || next <= 1_000) return 1_000;
  return Math.min(30_000, next);
}
