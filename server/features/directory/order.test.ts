import { describe, expect, it } from 'vitest';
import { compareForDirectory, hasRealPicture } from './order.ts';

describe('directory order', () => {
  it('puts members with a real picture first, each group by name, ignoring case and accents', () => {
    const people = [
      { name: 'zane Ortiz', profilePicture: null },
      { name: 'Aaron Bell', profilePicture: null },
      { name: 'Émile Dubois', profilePicture: '/media/1' },
      { name: 'Carl Young', profilePicture: '/media/2' },
      { name: 'ben Adams', profilePicture: '/images/default-avatar.png' },
      { name: 'Dan Frost', profilePicture: '/media/3' },
    ];
    expect(people.toSorted(compareForDirectory).map((p) => p.name)).toEqual([
      'Carl Young',
      'Dan Frost',
      'Émile Dubois',
      'Aaron Bell',
      'ben Adams',
      'zane Ortiz',
    ]);
  });

  it('does not count the default logo or avatar as a picture', () => {
    for (const path of [
      '/logo.png',
      '/assets/default-avatar.jpg',
      'default_profile.png',
      '/img/placeholder.svg',
      '',
      null,
    ]) {
      expect(hasRealPicture(path)).toBe(false);
    }
    expect(hasRealPicture('/media/5b1f…')).toBe(true);
  });
});
