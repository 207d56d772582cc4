import { describe, expect, it } from 'vitest';
import type { AccountRow } from '../../../contract/api/officer.ts';
import { areasOf, patchOf, riskyChanges, toggledAreas, valuesOf } from './account-patch.ts';

const account: AccountRow = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ann Example',
  email: 'ann@example.com',
  role: 'member',
  isOfficer: true,
  areas: ['treasury', 'accounts'],
  position: 'Treasurer',
  graduationYear: 2027,
  verified: true,
  disabled: false,
  twoFactor: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSeenAt: null,
};

describe('valuesOf and the areas text', () => {
  it('holds the areas in the areas order, as one string', () => {
    expect(valuesOf(account)).toEqual({
      role: 'member',
      isOfficer: true,
      areas: 'accounts treasury',
      position: 'Treasurer',
    });
    expect(areasOf('treasury nonsense accounts')).toEqual(['accounts', 'treasury']);
  });

  it('adds and takes away an area, keeping the order', () => {
    expect(toggledAreas('accounts treasury', 'calendar', true)).toBe('accounts calendar treasury');
    expect(toggledAreas('accounts treasury', 'accounts', false)).toBe('treasury');
    expect(toggledAreas('', 'content', true)).toBe('content');
  });
});

describe('patchOf', () => {
  const values = valuesOf(account);

  it('is empty when nothing changed', () => {
    expect(patchOf(account, { ...values, position: ' Treasurer ' })).toEqual({});
  });

  it('sends only what changed: a move to alumni keeps everything else', () => {
    expect(patchOf(account, { ...values, role: 'alumni' })).toEqual({ role: 'alumni' });
    // The move ends the officer access on the server, whatever the form's officer fields say.
    expect(patchOf(account, { ...values, role: 'alumni', areas: 'calendar' })).toEqual({
      role: 'alumni',
    });
    expect(patchOf(account, { ...values, areas: 'accounts' })).toEqual({ areas: ['accounts'] });
  });

  it('takes the officer role away without naming areas', () => {
    expect(patchOf(account, { ...values, isOfficer: false, areas: '' })).toEqual({
      isOfficer: false,
    });
  });

  it('clears an emptied position', () => {
    expect(patchOf(account, { ...values, position: '  ' })).toEqual({ position: null });
    expect(patchOf(account, { ...values, position: 'President' })).toEqual({
      position: 'President',
    });
  });
});

describe('riskyChanges', () => {
  it('is empty for a change that is easy to take back', () => {
    expect(riskyChanges(account, { position: 'President' }, false)).toEqual([]);
    expect(riskyChanges(account, { areas: ['accounts', 'treasury', 'calendar'] }, false)).toEqual(
      [],
    );
    expect(
      riskyChanges({ ...account, isOfficer: false, areas: [] }, { isOfficer: true }, false),
    ).toEqual([]);
  });

  it('names a move between members and alumni, the position and the officer access it ends', () => {
    expect(riskyChanges(account, { role: 'alumni' }, false)).toEqual([
      'Ann Example moves to the alumni side and leaves the active members\' directory, and the position "Treasurer" ends. The account, its RSVPs and history stay.',
      'The move also ends his officer access: he is no longer an officer, loses the areas Accounts and access, Donations, and can no longer use the officer console.',
    ]);
    expect(riskyChanges(account, { role: 'alumni' }, true)).toEqual([
      'Your account moves to the alumni side and leaves the active members\' directory, and the position "Treasurer" ends. The account, its RSVPs and history stay.',
      'The move also ends your officer access: you are no longer an officer and can no longer use the officer console.',
      'You cannot undo this yourself: another officer with accounts has to.',
    ]);
    expect(
      riskyChanges(
        { ...account, isOfficer: false, areas: [], position: null },
        { role: 'alumni' },
        false,
      ),
    ).toHaveLength(1);
    expect(
      riskyChanges(account, { role: 'alumni', position: 'Alumni Chair' }, false)[0],
    ).not.toContain('ends');
    expect(riskyChanges({ ...account, role: 'alumni' }, { role: 'member' }, false)).toEqual([
      'Ann Example moves back to the active members.',
    ]);
  });

  it('names the officer role or the areas taken away', () => {
    expect(riskyChanges(account, { isOfficer: false }, false)).toEqual([
      'Ann Example is no longer an officer and can no longer use the officer console.',
    ]);
    expect(riskyChanges(account, { areas: ['treasury'] }, false)).toEqual([
      'Ann Example loses the area: Accounts and access.',
    ]);
  });

  it('warns an officer who ends his own access to accounts', () => {
    expect(riskyChanges(account, { areas: ['treasury'] }, true)).toEqual([
      'You give up the area: Accounts and access.',
      'You cannot undo this yourself: another officer with accounts has to.',
    ]);
    expect(riskyChanges(account, { isOfficer: false }, true)).toEqual([
      'You give up your officer role: you can no longer use the officer console.',
      'You cannot undo this yourself: another officer with accounts has to.',
    ]);
  });
});
