// The rule of what an officer's change stores: the officer flag and areas together, a move to the
// alumni side ending the officer access and the position, and no officer disabling himself.
import { describe, expect, it } from 'vitest';
import { accountChanges } from './account-changes.ts';

const member = { role: 'member', isOfficer: 0 };
const officer = { role: 'member', isOfficer: 1 };
const at = '2026-06-01T12:00:00.000Z';
const changes = (
  patch: Parameters<typeof accountChanges>[0],
  current = officer,
  ownAccount = false,
) => accountChanges(patch, { current, ownAccount, at });

describe('accountChanges', () => {
  it('ends the officer access, the areas and the position with a move to the alumni side', () => {
    expect(changes({ role: 'alumni' })).toEqual({
      changes: { role: 'alumni', position: null, isOfficer: 0, areas: '' },
    });
    expect(changes({ role: 'alumni', position: 'Alumni Advisor' })).toEqual({
      changes: { role: 'alumni', position: 'Alumni Advisor', isOfficer: 0, areas: '' },
    });
  });

  it('refuses officer access asked together with the move', () => {
    expect(changes({ role: 'alumni', isOfficer: true })).toEqual({ refused: 'officerWithMove' });
    expect(changes({ role: 'alumni', areas: ['calendar'] }, member)).toEqual({
      refused: 'officerWithMove',
    });
    // An alumnus already is one: no move, so an officer he may become.
    expect(
      changes({ role: 'alumni', areas: ['calendar'] }, { role: 'alumni', isOfficer: 0 }),
    ).toEqual({ changes: { role: 'alumni', isOfficer: 1, areas: 'calendar' } });
  });

  it('clears the areas with the officer flag, and makes an officer of whoever gets areas', () => {
    expect(changes({ isOfficer: false, areas: ['treasury'] })).toEqual({
      changes: { isOfficer: 0, areas: '' },
    });
    expect(changes({ areas: ['treasury'] }, member)).toEqual({
      changes: { isOfficer: 1, areas: 'treasury' },
    });
  });

  it('refuses an officer disabling his own account, not another', () => {
    expect(changes({ disabled: true }, officer, true)).toEqual({ refused: 'disableSelf' });
    expect(changes({ disabled: false }, officer, true)).toEqual({ changes: { disabledAt: null } });
    expect(changes({ disabled: true })).toEqual({ changes: { disabledAt: at } });
  });
});
