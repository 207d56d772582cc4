import { describe, expect, it } from 'vitest';
import { detailLines } from './details.ts';

describe('detailLines', () => {
  it('writes each change as from → to', () => {
    expect(
      detailLines({
        role: { from: 'member', to: 'alumni' },
        areas: { from: [], to: ['accounts', 'treasury'] },
        officer: { from: false, to: true },
        position: { from: 'Treasurer', to: null },
      }),
    ).toEqual([
      'role: member → alumni',
      'areas: none → accounts, treasury',
      'officer: no → yes',
      'position: Treasurer → none',
    ]);
  });

  it('writes plain values as they are', () => {
    expect(detailLines({ role: 'member', uses: 1, days: 14 })).toEqual([
      'role: member',
      'uses: 1',
      'days: 14',
    ]);
    expect(detailLines({})).toEqual([]);
  });

  it('writes an object as its keys and values, so that a phone can wrap it', () => {
    expect(detailLines({ counts: { users: 20000, pictures: 2029 }, replaced: false })).toEqual([
      'counts: users 20000, pictures 2029',
      'replaced: no',
    ]);
  });
});
