import { describe, expect, it } from 'vitest';
import {
  allowedAudiences,
  effectiveAudience,
  productPrivacyRules,
  sees,
  viewerAudience,
  widestPossible,
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
