import { describe, expect, it } from 'vitest';
import type { RsvpList } from '../../../contract/api/member-area.ts';
import { createRsvpStore } from './rsvp-store.tsx';

const list = (count: number, attending = false): RsvpList => ({
  event: 'FoundersDay-2027-03-05',
  count,
  names: [],
  attending,
  waitlisted: false,
  capacity: null,
  waitlistCount: 0,
});
const key = 'FoundersDay-2027-03-05';

describe('the alumni page’s RSVP store', () => {
  it('gives every control the last change, and tells the listeners', () => {
    const store = createRsvpStore();
    let told = 0;
    const stop = store.subscribe(() => (told += 1));
    store.set(key, list(4, true));
    store.setBusy(key, true);
    expect(store.get(key)).toMatchObject({ list: list(4, true), busy: true });
    stop();
    store.setBusy(key, false);
    expect(told).toBe(2);
  });

  it('keeps a change made while a load was on its way, and takes a load asked after it', () => {
    const store = createRsvpStore();
    const asked = store.mark();
    store.set(key, list(4, true)); // the card's answer, after the section asked for the list
    store.offer(key, list(3), asked);
    expect(store.get(key)?.list).toEqual(list(4, true));
    store.offer(key, list(5, true), store.mark());
    expect(store.get(key)?.list).toEqual(list(5, true));
  });
});
