import { describe, expect, it } from 'vitest';
import { dollarAmount } from '../../../../contract/api/officer/donations.ts';
import {
  accountLabel,
  accountSearchStatus,
  actorName,
  centsToDollars,
  formatDay,
  formatDollars,
  giftLabel,
  ledgerSearch,
  ledgerUrl,
  readLedgerAddress,
} from './ledger.ts';

describe('dollars ↔ cents', () => {
  it('sends back exactly the dollars the treasurer typed', () => {
    for (const typed of ['50', '12.5', '12.50', '0.01', '$1,234.56', '99999.99', '100000']) {
      const cents = dollarAmount.parse(typed);
      const sent = centsToDollars(cents);
      expect(dollarAmount.parse(sent)).toBe(cents);
    }
    expect(centsToDollars(dollarAmount.parse('12.50'))).toBe(12.5);
    expect(centsToDollars(dollarAmount.parse('0.07'))).toBe(0.07);
  });

  it('refuses what the server refuses', () => {
    const refused = ['0', '0.00', '-5', '12.345', 'ten', '', '100000.01', '1e3'].filter(
      (typed) => dollarAmount.safeParse(typed).success,
    );
    expect(refused).toEqual([]);
  });

  it('shows dollars with cents', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(0)).toBe('$0.00');
  });
});

describe('ledgerUrl', () => {
  it('asks for the page and filters the page shows, and every matching gift as CSV', () => {
    expect(ledgerUrl({ initiative: '', voided: 'include' })).toBe('/api/officer/donations');
    expect(ledgerUrl({ initiative: 'Pool Table', voided: 'exclude' })).toBe(
      '/api/officer/donations?initiative=Pool+Table&voided=exclude',
    );
    expect(ledgerUrl({ initiative: '', voided: 'include' }, { page: 2, pageSize: 50 })).toBe(
      '/api/officer/donations?page=2&pageSize=50',
    );
    expect(ledgerUrl({ initiative: 'Pool Table', voided: 'only' }, { page: 1, pageSize: 50 })).toBe(
      '/api/officer/donations?initiative=Pool+Table&voided=only&pageSize=50',
    );
    // The CSV has every page.
    expect(ledgerUrl({ initiative: '', voided: 'only' }, 'csv')).toBe(
      '/api/officer/donations?voided=only&format=csv',
    );
  });
});

describe('the ledger in the address', () => {
  it('reads the filters and page, leaving out what it does not know', () => {
    expect(readLedgerAddress(new URLSearchParams(''))).toEqual({
      initiative: '',
      voided: 'include',
      page: 1,
    });
    expect(
      readLedgerAddress(new URLSearchParams('initiative=Pool+Table&voided=only&page=3')),
    ).toEqual({ initiative: 'Pool Table', voided: 'only', page: 3 });
    expect(readLedgerAddress(new URLSearchParams('voided=maybe&page=abc&pageSize=9'))).toEqual({
      initiative: '',
      voided: 'include',
      page: 1,
    });
    expect(readLedgerAddress(new URLSearchParams(`initiative=${'x'.repeat(150)}`)).initiative).toBe(
      'x'.repeat(100),
    );
  });

  it('writes them back, page 1 and the defaults left out', () => {
    expect(ledgerSearch({ initiative: '', voided: 'include', page: 1 })).toBe('');
    expect(ledgerSearch({ initiative: 'Pool Table', voided: 'exclude', page: 2 })).toBe(
      'initiative=Pool+Table&voided=exclude&page=2',
    );
    const address = 'initiative=Pool+Table&voided=only&page=4';
    expect(ledgerSearch(readLedgerAddress(new URLSearchParams(address)))).toBe(address);
  });
});

describe('giftLabel and formatDay', () => {
  it('names a gift in a sentence', () => {
    expect(giftLabel({ amount: 50, initiative: 'Pool Table', donorName: 'Jordan Lee' })).toBe(
      '$50.00 for Pool Table from Jordan Lee',
    );
    expect(giftLabel({ amount: 12.5, initiative: 'Pool Table', donorName: null })).toBe(
      '$12.50 for Pool Table (anonymous)',
    );
  });

  it('shows the day itself', () => {
    expect(formatDay('2027-03-06')).toBe('Sat, Mar 6, 2027');
    expect(formatDay('nonsense')).toBe('nonsense');
  });
});

describe('actorName', () => {
  it('keeps the name of "Name <email>", and other labels whole', () => {
    expect(actorName('Jordan Lee <jordan@example.com>')).toBe('Jordan Lee');
    expect(actorName('command line (root)')).toBe('command line (root)');
    expect(actorName('<only@example.com>')).toBe('<only@example.com>');
  });
});

describe('the donor’s account search', () => {
  it('tells two accounts of one name apart by class and side', () => {
    expect(accountLabel({ graduationYear: 2019, role: 'alumni' })).toBe('(Class of 2019, alumnus)');
    expect(accountLabel({ graduationYear: null, role: 'member' })).toBe('(member)');
  });

  it('says what to type, that it searches, and what it found', () => {
    expect(accountSearchStatus('', false, 0)).toBe(
      'Type part of the donor’s name to find his account: a linked gift is his, in his own data.',
    );
    expect(accountSearchStatus('mar', true, 3)).toBe('Searching...');
    expect(accountSearchStatus('mar', false, 0)).toBe('No open account has a name like that.');
    expect(accountSearchStatus('mar', false, 1)).toBe('1 account matches: choose it.');
    expect(accountSearchStatus('mar', false, 4)).toBe('4 accounts match: choose one.');
    expect(accountSearchStatus('m', false, 10)).toBe(
      'The first 10 matching accounts: type more of the name to narrow them.',
    );
  });
});
