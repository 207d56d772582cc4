import { afterEach, describe, expect, it, vi } from 'vitest';
import { idempotencyKeyPattern } from '../../../../contract/api/officer/mail.ts';
import { hasContent, isDraft, newDraft, peopleCount, readMailDraft, sendLabel } from './draft.ts';

describe('newDraft', () => {
  it('starts empty with a key of its own that the server accepts', () => {
    const first = newDraft();
    const second = newDraft();
    expect(first).toMatchObject({ subject: '', body: '' });
    expect(first.key).not.toBe(second.key);
    expect(idempotencyKeyPattern.test(first.key)).toBe(true);
  });
  it('takes the key maker it is given', () => {
    expect(newDraft(() => 'key-12345678').key).toBe('key-12345678');
  });
});

describe('isDraft', () => {
  it('accepts a stored draft', () => {
    expect(
      isDraft({ subject: 'Hi', body: 'Text', key: '0b6c2f3e-1d2a-4c5b-9e8f-123456789abc' }),
    ).toBe(true);
  });
  it('refuses anything else storage may hold', () => {
    expect(isDraft(null)).toBe(false);
    expect(isDraft('draft')).toBe(false);
    expect(isDraft({ subject: 'Hi', body: 'Text' })).toBe(false);
    expect(isDraft({ subject: 'Hi', body: 3, key: 'abcdefgh1' })).toBe(false);
    // A key the server would refuse: too short, or with characters outside the header's rule.
    expect(isDraft({ subject: '', body: '', key: 'short' })).toBe(false);
    expect(isDraft({ subject: '', body: '', key: 'has spaces in it' })).toBe(false);
  });
});

describe('hasContent', () => {
  it('is true once a subject or a text is typed, not for blanks', () => {
    expect(hasContent({ subject: '', body: '', key: 'k' })).toBe(false);
    expect(hasContent({ subject: '  ', body: '\n', key: 'k' })).toBe(false);
    expect(hasContent({ subject: 'News', body: '', key: 'k' })).toBe(true);
    expect(hasContent({ subject: '', body: 'Text', key: 'k' })).toBe(true);
  });
});

describe('sendLabel', () => {
  it('says how many get it', () => {
    expect(sendLabel(1)).toBe('Send to 1 active subscriber');
    expect(sendLabel(2500)).toBe('Send to 2,500 active subscribers');
  });
});

describe('peopleCount', () => {
  it('counts people for the question before a second send', () => {
    expect(peopleCount(1)).toBe('1 person');
    expect(peopleCount(1200)).toBe('1,200 people');
  });
});

/** A tab's session storage holding `entries`. */
function tab(entries: Record<string, string>) {
  const stored = new Map(Object.entries(entries));
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    },
  });
  return stored;
}

describe('readMailDraft', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const draft = { subject: 'Rush week', body: 'Text', key: '0b6c2f3e-1d2a-4c5b-9e8f-123456789abc' };
  const kept = (owner: string) => JSON.stringify({ owner, values: draft });

  it('gives back the draft kept under the old key once, and keeps it under the new one', () => {
    const stored = tab({ 'draft:officer-newsletter-compose': kept('officer@example.org') });
    expect(readMailDraft('officer@example.org')).toEqual(draft);
    expect([...stored.keys()]).toEqual(['draft:officer-mail-compose']);
    expect(readMailDraft('officer@example.org')).toEqual(draft);
  });

  it("prefers the new key, and leaves another officer's old draft alone", () => {
    const stored = tab({
      'draft:officer-mail-compose': kept('officer@example.org'),
      'draft:officer-newsletter-compose': kept('other@example.org'),
    });
    expect(readMailDraft('officer@example.org')).toEqual(draft);
    expect(readMailDraft('nobody@example.org')).toBeNull();
    expect(stored.size).toBe(2);
  });
});
