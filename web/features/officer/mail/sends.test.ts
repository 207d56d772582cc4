import { describe, expect, it } from 'vitest';
import { percentDone, pollDelay, progressText, stateText } from './sends.ts';

const send = {
  recipients: 10,
  queued: 4,
  stored: 0,
  sent: 5,
  failed: 1,
  bounced: 0,
  done: false,
  nextAt: null,
};

describe('progress', () => {
  it('counts sent and failed as handled', () => {
    expect(percentDone(send)).toBe(60);
    expect(percentDone({ recipients: 3, sent: 3, failed: 0, stored: 0 })).toBe(100);
    expect(percentDone({ recipients: 0, sent: 0, failed: 0, stored: 0 })).toBe(100);
  });
  it('counts the emails kept in the outbox (no mail server) as handled', () => {
    expect(percentDone({ recipients: 40, sent: 0, failed: 0, stored: 40 })).toBe(100);
    expect(percentDone({ recipients: 40, sent: 0, failed: 0, stored: 10 })).toBe(25);
  });
  it('says queued, sent and failed', () => {
    expect(progressText(send)).toBe('5 sent, 4 queued, 1 failed');
    expect(progressText({ ...send, failed: 2, bounced: 1 })).toBe(
      '5 sent, 4 queued, 2 failed (1 bouncing)',
    );
    expect(progressText({ queued: 0, stored: 0, sent: 1200, failed: 0, bounced: 0 })).toBe(
      '1,200 sent, 0 queued, 0 failed',
    );
  });
  it('says when the emails are kept in the outbox, not sent', () => {
    expect(progressText({ queued: 0, stored: 20000, sent: 0, failed: 0, bounced: 0 })).toBe(
      '20,000 in the outbox (not sent)',
    );
    expect(progressText({ queued: 200, stored: 400, sent: 0, failed: 0, bounced: 0 })).toBe(
      '400 in the outbox (not sent), 200 queued',
    );
  });
  it('names the state', () => {
    expect(stateText({ done: false, failed: 0 }, true)).toBe('Sending');
    expect(stateText({ done: false, failed: 0 }, false)).toBe('Writing to the outbox');
    expect(stateText({ done: true, failed: 0 }, false)).toBe('Done');
    expect(stateText({ done: true, failed: 0 }, true)).toBe('Done');
    expect(stateText({ done: true, failed: 2 }, true)).toBe('Done, with failures');
  });
});

describe('pollDelay', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('stops when done', () => {
    expect(pollDelay({ done: true, nextAt: null }, now)).toBeNull();
  });
  it('asks every second while emails leave', () => {
    expect(pollDelay({ done: false, nextAt: null }, now)).toBe(1_000);
    expect(pollDelay({ done: false, nextAt: '2026-11-23T11:59:00Z' }, now)).toBe(1_000);
    expect(pollDelay({ done: false, nextAt: 'not a date' }, now)).toBe(1_000);
  });
  it('waits for the next paced email, at most 30 s', () => {
    expect(pollDelay({ done: false, nextAt: '2026-11-23T12:00:05Z' }, now)).toBe(5_000);
    expect(pollDelay({ done: false, nextAt: '2026-11-23T13:00:00Z' }, now)).toBe(30_000);
  });
});
