// The rule of what an officer's change stores: the role and the disabled mark, never the office
// fields (they follow the terms). An officer's own account is refused before (the access layer).
import { describe, expect, it } from 'vitest';
import { accountChanges, officeField } from './account-changes.ts';

const at = '2026-06-01T12:00:00.000Z';
const changes = (patch: Parameters<typeof accountChanges>[0]) => accountChanges(patch, { at });

describe('accountChanges', () => {
  it('stores the role and the disabled mark', () => {
    expect(changes({ role: 'alumni' })).toEqual({ changes: { role: 'alumni' } });
    expect(changes({ disabled: true })).toEqual({ changes: { disabledAt: at } });
    expect(changes({ disabled: false, role: 'member' })).toEqual({
      changes: { role: 'member', disabledAt: null },
    });
  });

  it('names the first office field a patch carries: they follow the terms', () => {
    expect(officeField({ role: 'member' })).toBeNull();
    expect(officeField({ isOfficer: true })).toBe('isOfficer');
    expect(officeField({ areas: [] })).toBe('areas');
    expect(officeField({ position: null })).toBe('position');
  });
});
