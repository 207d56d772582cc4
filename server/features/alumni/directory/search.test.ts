import { describe, expect, it } from 'vitest';
import { compareAlumni, matching, searchable } from './search.ts';

const alumni = [
  {
    id: '1',
    name: 'Zoë Carver',
    graduationYear: 2019,
    city: 'Denver',
    employer: 'Northwind',
    industry: 'Technology',
    mentoring: true,
  },
  {
    id: '2',
    name: 'Owen Hayes',
    graduationYear: 2021,
    hiring: true,
    industry: 'Finance and banking',
  },
  { id: '3', name: 'Reid Nash', graduationYear: null, city: 'Boulder' },
].map(searchable);

const ids = (found: { id: string }[]) => found.map((profile) => profile.id);

describe('the alumni directory search', () => {
  it('finds words of what the viewer may see, without accents or case', () => {
    expect(ids(matching(alumni, { q: 'zoe' }))).toEqual(['1']);
    expect(ids(matching(alumni, { q: 'NORTHWIND carver' }))).toEqual(['1']);
    expect(ids(matching(alumni, { q: 'northwind owen' }))).toEqual([]);
    expect(ids(matching(alumni, { q: '  ' }))).toEqual(['1', '2', '3']);
  });

  it('filters by class, city, industry, mentoring and hiring', () => {
    expect(ids(matching(alumni, { class: 2021 }))).toEqual(['2']);
    expect(ids(matching(alumni, { city: 'den' }))).toEqual(['1']);
    expect(ids(matching(alumni, { industry: 'Technology' }))).toEqual(['1']);
    expect(ids(matching(alumni, { mentoring: true }))).toEqual(['1']);
    expect(ids(matching(alumni, { hiring: true, class: 2021 }))).toEqual(['2']);
  });

  it('lists the newest class first, then by name', () => {
    expect(ids(alumni.map((entry) => entry.profile).toSorted(compareAlumni))).toEqual([
      '2',
      '1',
      '3',
    ]);
  });
});
