import { describe, expect, it } from 'vitest';
import type { AccountRow } from '../../../../contract/api/officer.ts';
import { patchOf, riskyChanges, valuesOf } from './account-patch.ts';

const account: AccountRow = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ann Example',
  email: 'ann@example.com',
  role: 'member',
  isOfficer: true,
  areas: ['accounts', 'treasury'],
  position: 'Treasurer',
  graduationYear: 2027,
  initiatedOn: null,
  verified: true,
  disabled: false,
  ended: false,
  twoFactor: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSeenAt: null,
};

describe('patchOf', () => {
  it('sends the role only when it changed', () => {
    expect(valuesOf(account)).toEqual({ role: 'member' });
    expect(patchOf(account, { role: 'member' })).toEqual({});
    expect(patchOf(account, { role: 'alumni' })).toEqual({ role: 'alumni' });
  });
});

describe('riskyChanges', () => {
  it('says a move to the alumni side ends the term, the access and its areas', () => {
    expect(riskyChanges(account, { role: 'alumni' }, false)).toEqual([
      "Ann Example moves to the alumni side and leaves the active members' directory, and the term as Treasurer ends today. The account, its RSVPs and history stay, and he is emailed a welcome to the alumni side.",
      'The move also ends his officer access: he loses the areas Accounts and access, Money and can no longer use the officer console.',
    ]);
  });

  it('warns an officer moving himself that he cannot undo it', () => {
    expect(riskyChanges(account, { role: 'alumni' }, true).at(-1)).toBe(
      'You cannot undo this yourself: another officer with accounts has to.',
    );
  });

  it('says a move back, and nothing for no change', () => {
    const alumnus = {
      ...account,
      role: 'alumni' as const,
      isOfficer: false,
      areas: [],
      position: null,
    };
    expect(riskyChanges(alumnus, { role: 'member' }, false)).toEqual([
      'Ann Example moves back to the active members.',
    ]);
    expect(riskyChanges(account, {}, false)).toEqual([]);
  });
});
