import { describe, expect, it } from 'vitest';
import type { CurrentEvent, PastEvent } from '../../lib/content/philanthropy.ts';
import { philanthropyEvents } from './events.ts';

const current = (id: string, date: string, endDate: string | null = null, time?: string) =>
  ({ id, title: id, date, endDate, time, description: 'd' }) as CurrentEvent;
const past = (title: string, date: string): PastEvent => ({
  title,
  date,
  endDate: null,
  description: 'd',
});

describe('philanthropy events in time', () => {
  const events = [
    current('pancakes', '2027-04-10', null, '10:00 AM – 1:00 PM'),
    current('month', '2026-11-01', '2026-11-30'),
  ];
  const written = [past('Marlowe Week 2025', '2025-04-06'), past('Clean-Up', '2024-09-28')];

  it('keeps an event current until its last day is over, marking one under way', () => {
    const { current: shown, past: over } = philanthropyEvents(
      events,
      written,
      Date.parse('2026-11-23T18:00:00Z'),
      'America/Chicago',
    );
    expect(shown.map((e) => [e.event.id, e.happening])).toEqual([
      ['month', true],
      ['pancakes', false],
    ]);
    expect(over.map((e) => e.title)).toEqual(['Marlowe Week 2025', 'Clean-Up']);
  });

  it('moves an event that is over to the past events, latest first', () => {
    // Midnight after 30 November in Chicago is 06:00 UTC on 1 December.
    const { current: shown, past: over } = philanthropyEvents(
      events,
      written,
      Date.parse('2026-12-01T06:00:00Z'),
      'America/Chicago',
    );
    expect(shown.map((e) => e.event.id)).toEqual(['pancakes']);
    expect(over.map((e) => e.title)).toEqual(['month', 'Marlowe Week 2025', 'Clean-Up']);
  });
});
