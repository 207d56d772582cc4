import { describe, expect, it } from 'vitest';
import type { DirectoryMember } from '../../../contract/api/member-area.ts';
import { classYearsOf, filterMembers, pageCount, pageSizeFor, summaryLine } from './rules.ts';

const member = (
  name: string,
  major: string | null,
  role: string,
  graduationYear: number | null,
): DirectoryMember => ({
  id: name,
  name,
  major,
  role,
  graduationYear,
  profilePicture: null,
  linkedin: null,
});

const people = [
  member('Ethan Caldwell', 'Economics', 'President', 2026),
  member('Samuel Whitford', 'Accounting', 'Treasurer', 2027),
  member('Noah Lindqvist', 'Nursing', 'Philanthropy Chair', 2028),
  member('Adrian Park', 'Computer Science', 'Rush Chair', 2027),
  member('Felix Navarro', null, 'Member', null),
];

describe('pageSizeFor', () => {
  it('shows 12 on wide screens and 6 below 768 px', () => {
    expect(pageSizeFor(1280)).toBe(12);
    expect(pageSizeFor(768)).toBe(12);
    expect(pageSizeFor(767)).toBe(6);
    expect(pageSizeFor(390)).toBe(6);
  });
});

describe('filterMembers', () => {
  it('matches name, major or role, ignoring case', () => {
    expect(filterMembers(people, 'ETHAN', 'all').map((m) => m.name)).toEqual(['Ethan Caldwell']);
    expect(filterMembers(people, 'science', 'all').map((m) => m.name)).toEqual(['Adrian Park']);
    expect(filterMembers(people, 'chair', 'all').map((m) => m.name)).toEqual([
      'Noah Lindqvist',
      'Adrian Park',
    ]);
    expect(filterMembers(people, '  treasurer ', 'all').map((m) => m.name)).toEqual([
      'Samuel Whitford',
    ]);
  });
  it('filters by an exact class year, or not at all for "all"', () => {
    expect(filterMembers(people, '', '2027').map((m) => m.name)).toEqual([
      'Samuel Whitford',
      'Adrian Park',
    ]);
    expect(filterMembers(people, '', 'all')).toHaveLength(5);
    expect(filterMembers(people, 'park', '2028')).toEqual([]);
  });
  it('copes with missing majors and years', () => {
    expect(filterMembers(people, 'member', 'all').map((m) => m.name)).toEqual(['Felix Navarro']);
    expect(filterMembers(people, '', '2025')).toEqual([]);
  });
});

describe('summaryLine', () => {
  it('says which members are shown', () => {
    expect(summaryLine(1, 12, 43, '', 'all')).toBe('Showing 1-12 of 43 members');
    expect(summaryLine(4, 12, 43, '', 'all')).toBe('Showing 37-43 of 43 members');
    expect(summaryLine(2, 6, 8, '', 'all')).toBe('Showing 7-8 of 8 members');
  });
  it('appends the search text and the class when set', () => {
    expect(summaryLine(1, 12, 3, 'eng', 'all')).toBe('Showing 1-3 of 3 members matching "eng"');
    expect(summaryLine(1, 12, 5, '', '2027')).toBe('Showing 1-5 of 5 members in the Class of 2027');
    expect(summaryLine(1, 12, 2, ' chair ', '2028')).toBe(
      'Showing 1-2 of 2 members matching "chair" in the Class of 2028',
    );
  });
  it('reads one member, or none, as words rather than "1-1 of 1" or "0-0 of 0"', () => {
    expect(summaryLine(1, 12, 0, 'zzz', 'all')).toBe('No members matching "zzz"');
    expect(summaryLine(1, 12, 0, 'zzz', '2025')).toBe(
      'No members matching "zzz" in the Class of 2025',
    );
    expect(summaryLine(1, 12, 1, 'caldwell', 'all')).toBe('Showing 1 member matching "caldwell"');
    // The last page holds one of several.
    expect(summaryLine(5, 12, 49, '', 'all')).toBe('Showing 49 of 49 members');
  });
});

describe('classYearsOf', () => {
  it('lists the classes the directory holds, oldest first, once each', () => {
    expect(
      classYearsOf([
        member('A', null, 'Member', 2027),
        member('B', null, 'Member', 2029),
        member('C', null, 'Member', null),
        member('D', null, 'Member', 2027),
        member('E', null, 'Member', 2025),
      ]),
    ).toEqual([2025, 2027, 2029]);
    expect(classYearsOf([])).toEqual([]);
  });
});

describe('pageCount', () => {
  it('derives the pages from the filtered list and the page size', () => {
    expect(pageCount(43, 12)).toBe(4);
    expect(pageCount(43, 6)).toBe(8);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(0, 12)).toBe(1);
  });
});
