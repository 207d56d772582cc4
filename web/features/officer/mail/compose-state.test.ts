import { describe, expect, it } from 'vitest';
import {
  composeReducer,
  initialComposeState,
  type ComposeEvent,
  type ComposeState,
} from './compose-state.ts';

const run = (events: ComposeEvent[], from = initialComposeState('key-1')): ComposeState =>
  events.reduce(composeReducer, from);
const preview = { subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' };
const previewed = run([{ type: 'previewed', preview, of: 'Hello\n\u0000Hi' }]);

describe('the compose state', () => {
  it('starts with the kept key, to the subscribers, an announcement, nothing asked', () => {
    expect(initialComposeState('kept-key')).toEqual({
      key: 'kept-key',
      audience: 'subscribers',
      kind: 'announcements',
      preview: null,
      confirming: false,
      discarding: false,
      keyReused: false,
      duplicate: null,
      askingAgain: false,
    });
  });

  it('keeps whom it goes to, its kind, and what the preview was made of', () => {
    const state = run(
      [
        { type: 'audienceChosen', audience: 'class:2027' },
        { type: 'kindChosen', kind: 'events' },
      ],
      previewed,
    );
    expect([state.audience, state.kind, state.preview]).toEqual([
      'class:2027',
      'events',
      { ...preview, of: 'Hello\n\u0000Hi' },
    ]);
  });
});

describe('a send', () => {
  it('is asked first, and cancelling asks no more', () => {
    const asked = run([{ type: 'sendAsked' }]);
    expect([asked.confirming, run([{ type: 'sendCancelled' }], asked).confirming]).toEqual([
      true,
      false,
    ]);
  });

  it('once taken, gives the next email a new key and drops the preview; its questions close', () => {
    const state = run(
      [{ type: 'sendAsked' }, { type: 'sent', key: 'key-2' }, { type: 'sendEnded' }],
      previewed,
    );
    expect([state.key, state.preview, state.confirming, state.askingAgain]).toEqual([
      'key-2',
      null,
      false,
      false,
    ]);
  });

  it('refused for a subject sent within the hour, asks again once the first question has gone', () => {
    const refused = run([
      { type: 'sendAsked' },
      { type: 'duplicateRefused', recipients: 42, sentAt: '2026-11-28T10:00:00Z' },
      { type: 'sendEnded' },
    ]);
    const again = run([{ type: 'firstQuestionGone' }], refused);
    const done = run([{ type: 'againCancelled' }, { type: 'duplicateForgotten' }], again);
    expect([refused.duplicate, refused.askingAgain, again.askingAgain, done]).toEqual([
      { recipients: 42, sentAt: '2026-11-28T10:00:00Z' },
      false,
      true,
      { ...refused, askingAgain: false, duplicate: null },
    ]);
  });

  it('asks nothing more when the first question goes without a refusal', () => {
    const asked = run([{ type: 'sendAsked' }, { type: 'sendEnded' }]);
    expect(composeReducer(asked, { type: 'firstQuestionGone' })).toBe(asked);
  });

  it('refused for a key used with another text: sendable again after an edit, with the same key', () => {
    const refused = run([{ type: 'keyRefused' }]);
    const edited = run([{ type: 'edited' }], refused);
    expect([refused.keyReused, edited.keyReused, edited.key]).toEqual([true, false, 'key-1']);
  });

  it('refused for a key used with another text: a new email gets a new key', () => {
    const state = run([{ type: 'keyRefused' }, { type: 'madeNew', key: 'key-2' }]);
    expect([state.keyReused, state.key]).toEqual([false, 'key-2']);
  });

  it('leaves the state as it is when an edit follows no refusal', () => {
    const state = run([]);
    expect(composeReducer(state, { type: 'edited' })).toBe(state);
  });
});

describe('discarding the draft', () => {
  it('is asked first, then starts a new email to the same people: a new key, no preview', () => {
    const asked = run(
      [
        { type: 'audienceChosen', audience: 'alumni' },
        { type: 'keyRefused' },
        { type: 'discardAsked', asking: true },
      ],
      previewed,
    );
    const state = run([{ type: 'discarded', key: 'key-2' }], asked);
    expect([asked.discarding, state]).toEqual([
      true,
      { ...initialComposeState('key-2'), audience: 'alumni' },
    ]);
  });

  it('keeps the draft when the question is cancelled', () => {
    const state = run([
      { type: 'discardAsked', asking: true },
      { type: 'discardAsked', asking: false },
    ]);
    expect(state).toEqual(initialComposeState('key-1'));
  });
});
