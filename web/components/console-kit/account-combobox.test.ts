import { describe, expect, it } from 'vitest';
import { comboboxStatus, nextActive, type AccountOption } from './account-combobox.tsx';

const option = (id: string, unavailable: string | null = null): AccountOption => ({
  id,
  name: id,
  detail: 'Class of 2027',
  unavailable,
});

describe('the account combobox', () => {
  it('says what the list holds while it is open', () => {
    expect(comboboxStatus('', false, [])).toBe('Type part of a name.');
    expect(comboboxStatus('noa', true, [])).toBe('Searching...');
    expect(comboboxStatus('noa', false, [])).toBe('No account has this name.');
    expect(comboboxStatus('noa', false, [option('a')])).toBe('1 account: choose one.');
    expect(comboboxStatus('noa', false, [option('a'), option('b', 'Disabled account.')])).toBe(
      '2 accounts, 1 to choose from.',
    );
  });

  it('moves the active option with the arrow keys, around the list', () => {
    expect(nextActive(-1, 3, 1)).toBe(0);
    expect(nextActive(-1, 3, -1)).toBe(2);
    expect(nextActive(2, 3, 1)).toBe(0);
    expect(nextActive(0, 3, -1)).toBe(2);
    expect(nextActive(-1, 0, 1)).toBe(-1);
  });
});
