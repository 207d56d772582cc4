import { describe, expect, it } from 'vitest';
import {
  allowedAudiences,
  audienceChanges,
  effectiveAudience,
  effectiveDefault,
  hiddenFrom,
  narrows,
  productPrivacyRules,
  sees,
  viewerAudience,
  widestPossible,
  type PrivacyRules,
} from './privacy.ts';

const active = () => 'active' as const;
const fresh = () => 'new' as const;

describe('who sees a field', () => {
  it('takes the choice within the limit, and the default when there is none', () => {
    const rule = { default: 'members', widest: 'chapter' } as const;
    expect(effectiveAudience(undefined, rule)).toBe('members');
    expect(effectiveAudience('me', rule)).toBe('me');
    expect(effectiveAudience('chapter', rule)).toBe('chapter');
    // A choice wider than a limit narrowed later is narrowed with it.
    expect(effectiveAudience('public', rule)).toBe('chapter');
    expect(effectiveAudience('chapter', { default: 'me', widest: 'officers' })).toBe('officers');
  });

  it('lists the audiences a person may choose', () => {
    expect(allowedAudiences({ widest: 'chapter' })).toEqual([
      'chapter',
      'members',
      'officers',
      'me',
    ]);
    expect(allowedAudiences({ widest: 'me' })).toEqual(['me']);
  });

  it('allows the public only the picture, the bio and LinkedIn', () => {
    expect(widestPossible('bio')).toBe('public');
    expect(widestPossible('phone')).toBe('chapter');
    for (const [field, rule] of Object.entries(productPrivacyRules))
      expect(allowedAudiences({ widest: widestPossible(field as never) })).toContain(rule.widest);
  });

  it('places a new member with the chapter, not the actives, until he is initiated', () => {
    expect(viewerAudience({ role: 'member', areas: [], side: () => 'new' })).toBe('chapter');
    expect(viewerAudience({ role: 'member', areas: ['calendar'], side: () => 'new' })).toBe(
      'chapter',
    );
    expect(viewerAudience({ role: 'member', areas: [], side: () => 'active' })).toBe('members');
  });

  it('places each viewer', () => {
    expect(viewerAudience(null)).toBe('public');
    expect(viewerAudience({ role: 'alumni', areas: [], side: fresh })).toBe('chapter');
    expect(viewerAudience({ role: 'member', areas: ['calendar'], side: active })).toBe('members');
    expect(viewerAudience({ role: 'member', areas: ['accounts'], side: fresh })).toBe('officers');
    expect(sees('members', 'chapter')).toBe(true);
    expect(sees('chapter', 'members')).toBe(false);
    expect(sees('officers', 'members')).toBe(true);
    expect(sees('officers', 'me')).toBe(false);
    expect(sees('public', 'public')).toBe(true);
  });
});

describe('a change of the chapter’s rules', () => {
  it('keeps the default as chosen, applied within the limit', () => {
    expect(effectiveDefault({ default: 'chapter', widest: 'members' })).toBe('members');
    expect(effectiveDefault({ default: 'officers', widest: 'chapter' })).toBe('officers');
    // Whoever never chose follows the default back once the limit widens again.
    expect(effectiveAudience(undefined, { default: 'chapter', widest: 'members' })).toBe('members');
    expect(effectiveAudience(undefined, { default: 'chapter', widest: 'chapter' })).toBe('chapter');
  });

  it('hides a field from the viewers between the two audiences', () => {
    expect(hiddenFrom('chapter', 'members')).toEqual(['chapter']);
    expect(hiddenFrom('public', 'officers')).toEqual(['public', 'chapter', 'members']);
    expect(hiddenFrom('members', 'chapter')).toEqual([]);
    expect(hiddenFrom('me', 'me')).toEqual([]);
    expect(narrows({ from: 'chapter', to: 'me' })).toBe(true);
    expect(narrows({ from: 'me', to: 'chapter' })).toBe(false);
    expect(narrows({ from: 'members', to: 'members' })).toBe(false);
  });

  it('counts the people each move of a field moves, the filled fields alone', () => {
    const before = productPrivacyRules;
    const after: PrivacyRules = {
      ...before,
      city: { default: 'chapter', widest: 'members' },
      phone: { default: 'me', widest: 'chapter' },
      bio: { default: 'public', widest: 'chapter' },
    };
    const people = [
      // Never chose: the city narrows with the limit, the phone with the default.
      { choices: {}, filled: ['city', 'phone', 'bio'] as const },
      { choices: {}, filled: ['city'] as const },
      // Chose the officers for his city: the limit leaves him as he is; his phone he keeps.
      {
        choices: { city: 'officers', phone: 'chapter' } as const,
        filled: ['city', 'phone'] as const,
      },
      // Chose the chapter for his bio: the new limit leaves it where it was.
      { choices: { bio: 'chapter' } as const, filled: ['bio'] as const },
      // Nothing filled in: nothing to hide.
      { choices: {}, filled: [] },
    ];
    expect(audienceChanges(people, before, after)).toEqual([
      { field: 'bio', from: 'public', to: 'chapter', affected: 1 },
      { field: 'phone', from: 'members', to: 'me', affected: 1 },
      { field: 'city', from: 'chapter', to: 'members', affected: 2 },
    ]);
    // Back as it was: each moves back, as many.
    expect(audienceChanges(people, after, before)).toEqual([
      { field: 'bio', from: 'chapter', to: 'public', affected: 1 },
      { field: 'phone', from: 'me', to: 'members', affected: 1 },
      { field: 'city', from: 'members', to: 'chapter', affected: 2 },
    ]);
    expect(audienceChanges(people, before, before)).toEqual([]);
  });
});
