import { describe, expect, it } from 'vitest';
import {
  alumniCount,
  apiQueryString,
  classChoices,
  classOf,
  clearedSearch,
  countLine,
  directorySearch,
  hasFilters,
  initialsOf,
  readDirectoryQuery,
  telHref,
  withFilter,
  withPage,
} from './directory-query.ts';

const params = (search: string) => new URLSearchParams(search);

describe('readDirectoryQuery', () => {
  it('reads every search and filter of the address', () => {
    expect(
      readDirectoryQuery(
        params(
          'q=engineer&class=2019&city=Chicago&industry=Finance+and+banking&mentoring=true&hiring=true&page=3',
        ),
      ),
    ).toEqual({
      q: 'engineer',
      class: 2019,
      city: 'Chicago',
      industry: 'Finance and banking',
      mentoring: true,
      hiring: true,
      page: 3,
    });
  });

  it('starts at page 1 with nothing set', () => {
    expect(readDirectoryQuery(params(''))).toEqual({ page: 1 });
  });

  it('leaves out what the API would refuse, so a stale or edited address still opens', () => {
    expect(
      readDirectoryQuery(
        params('q=%20%20&class=nineteen&industry=Piracy&mentoring=no&hiring=false&page=-2'),
      ),
    ).toEqual({ page: 1 });
    expect(readDirectoryQuery(params('class=1850&page=2.5'))).toEqual({ page: 1 });
  });

  it('trims the words and cuts them to the API’s length', () => {
    const query = readDirectoryQuery(params(`q=${'a'.repeat(150)}&city=%20Boston%20`));
    expect(query.q).toHaveLength(100);
    expect(query.city).toBe('Boston');
  });
});

describe('directorySearch and apiQueryString', () => {
  it('writes the filters set, in one order, page 1 left out', () => {
    expect(directorySearch({ hiring: true, q: 'ann', class: 2019, page: 1 })).toBe(
      'q=ann&class=2019&hiring=true',
    );
    expect(apiQueryString({ industry: 'Law', mentoring: true, page: 2 })).toBe(
      'industry=Law&mentoring=true&page=2',
    );
    expect(apiQueryString({ page: 1 })).toBe('');
  });

  it('round-trips through the address', () => {
    const query = {
      q: 'Lee',
      class: 2015,
      city: 'New York',
      industry: 'Technology' as const,
      mentoring: true,
      page: 4,
    };
    expect(readDirectoryQuery(params(directorySearch(query)))).toEqual(query);
  });

  it('keeps the address’s other keys', () => {
    expect(directorySearch({ q: 'x' }, params('event=FoundersDay&q=old&page=3'))).toBe(
      'event=FoundersDay&q=x',
    );
  });
});

describe('withFilter, withPage and clearedSearch', () => {
  it('starts a changed search at page 1 and clears a filter given as undefined', () => {
    expect(withFilter(params('q=ann&class=2019&page=3'), { class: undefined })).toBe('q=ann');
    expect(withFilter(params('q=ann&page=3'), { hiring: true })).toBe('q=ann&hiring=true');
  });

  it('opens another page of the same search', () => {
    expect(withPage(params('q=ann&page=3'), 4)).toBe('q=ann&page=4');
    expect(withPage(params('q=ann&page=3'), 1)).toBe('q=ann');
  });

  it('clears only the directory’s keys', () => {
    expect(clearedSearch(params('q=ann&hiring=true&page=2&other=1'))).toBe('other=1');
  });
});

describe('hasFilters', () => {
  it('is true when a search or a filter is set', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ q: '  ' })).toBe(false);
    expect(hasFilters({ hiring: true })).toBe(true);
    expect(hasFilters({ class: 2001 })).toBe(true);
  });
});

describe('classOf', () => {
  it('takes a four-digit year the API accepts', () => {
    expect(classOf('2019')).toBe(2019);
    expect(classOf(' 2019 ')).toBe(2019);
    expect(classOf('19')).toBeUndefined();
    expect(classOf('2300')).toBeUndefined();
    expect(classOf(null)).toBeUndefined();
  });
});

describe('alumniCount and countLine', () => {
  it('says one alumnus and many alumni', () => {
    expect(alumniCount(1)).toBe('1 alumnus');
    expect(alumniCount(1204)).toBe('1,204 alumni');
  });

  it('counts the directory, or the matches of a search, and says which a page shows', () => {
    expect(countLine(12, 1, 24, false)).toBe('12 alumni');
    expect(countLine(1, 1, 24, true)).toBe('1 alumnus matches');
    expect(countLine(130, 2, 24, true)).toBe('130 alumni match · showing 25–48');
    expect(countLine(49, 3, 24, false)).toBe('49 alumni · showing 49');
    expect(countLine(0, 1, 24, true)).toBe('No alumni match');
    expect(countLine(0, 1, 24, false)).toBe('No alumni yet');
  });
});

describe('classChoices', () => {
  it('offers the directory’s classes, and the address’s class should it be another', () => {
    expect(classChoices([2020, 2018], undefined)).toEqual([2020, 2018]);
    expect(classChoices([2020, 2018], 2018)).toEqual([2020, 2018]);
    expect(classChoices([2020, 2018], 2019)).toEqual([2020, 2019, 2018]);
  });
});

describe('the card’s words', () => {
  it('draws up to two initials', () => {
    expect(initialsOf('Marcus T. Lee')).toBe('ML');
    expect(initialsOf('  élodie ')).toBe('É');
    expect(initialsOf('')).toBe('?');
  });

  it('dials the digits of a phone number, keeping a leading +', () => {
    expect(telHref('(312) 555-0142')).toBe('tel:3125550142');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref('n/a')).toBeNull();
  });
});
