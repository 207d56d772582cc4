import { describe, expect, it, vi } from 'vitest';
import { invalidate, keyIsWithin, onInvalidate } from './invalidate.ts';

describe('keyIsWithin', () => {
  it('takes a key and the keys below it, not a namesake', () => {
    expect(
      [
        'officer/standing',
        'officer/standing/queues',
        'officer/standing/queues/excuses',
        'officer/standings',
        'officer',
      ].map((key) => keyIsWithin(key, 'officer/standing')),
    ).toEqual([true, true, true, false, false]);
  });
});

describe('invalidate', () => {
  it('calls the listeners of the key and of the keys below it, each once', () => {
    const calls: string[] = [];
    const stops = [
      onInvalidate('officer/calendar/alumni-events', () => calls.push('events')),
      onInvalidate('officer/calendar/alumni-events/attendees', () => calls.push('attendees')),
      onInvalidate('officer/calendar/events', () => calls.push('member calendar')),
    ];
    invalidate('officer/calendar/alumni-events');
    for (const stop of stops) stop();
    expect(calls).toEqual(['events', 'attendees']);
  });

  it('calls two listeners of one key, and one listener added twice twice', () => {
    const listener = vi.fn<() => void>();
    const stops = [
      onInvalidate('officer/invites', listener),
      onInvalidate('officer/invites', listener),
    ];
    invalidate('officer/invites');
    for (const stop of stops) stop();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('no longer calls a listener once it stopped', () => {
    const listener = vi.fn<() => void>();
    const stop = onInvalidate('officer/invites', listener);
    stop();
    invalidate('officer/invites');
    expect(listener).not.toHaveBeenCalled();
  });

  it('leaves a listener added while invalidating for the next invalidation', () => {
    const added = vi.fn<() => void>();
    const stops: (() => void)[] = [];
    stops.push(onInvalidate('me/standing', () => stops.push(onInvalidate('me/standing', added))));
    invalidate('me/standing');
    for (const stop of stops) stop();
    expect(added).not.toHaveBeenCalled();
  });
});
