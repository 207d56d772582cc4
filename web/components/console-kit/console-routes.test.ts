import { describe, expect, it } from 'vitest';
import { consoleRouteAt } from './console-routes.ts';

describe('consoleRouteAt', () => {
  it('finds the page an address opens, with its area and title', () => {
    expect(consoleRouteAt('/officers')).toEqual({ key: 'home', area: null, title: null });
    expect(consoleRouteAt('/officers/')).toEqual({ key: 'home', area: null, title: null });
    expect(consoleRouteAt('/officers/invites')).toEqual({
      key: 'invites',
      area: 'accounts',
      title: 'Invites',
    });
    expect(consoleRouteAt('/officers/audit').title).toBe('Audit Log');
    expect(consoleRouteAt('/officers/privacy')).toEqual({
      key: 'privacy',
      area: 'accounts',
      title: 'Privacy',
    });
    expect(consoleRouteAt('/officers/export/').key).toBe('export');
    expect(consoleRouteAt('/officers/money/donations')).toEqual({
      key: 'donations',
      area: 'treasury',
      title: 'Donations',
    });
    expect(consoleRouteAt('/officers/money')).toEqual({
      key: 'money',
      area: 'treasury',
      title: 'Money',
    });
    expect(consoleRouteAt('/officers/money/dues/').key).toBe('moneyDues');
    expect(consoleRouteAt('/officers/money/handover').key).toBe('moneyHandover');
    expect(consoleRouteAt('/officers/calendar')).toEqual({
      key: 'calendar',
      area: 'calendar',
      title: 'Calendar',
    });
    expect(consoleRouteAt('/officers/mail')).toEqual({
      key: 'mail',
      area: 'communications',
      title: 'Send Mail',
    });
    expect(consoleRouteAt('/officers/mail/subscribers/').key).toBe('mailSubscribers');
    expect(consoleRouteAt('/officers/mail/issues')).toMatchObject({
      key: 'mailIssues',
      area: 'communications',
    });
    expect(consoleRouteAt('/officers/mail/other').key).toBe('not-found');
  });

  it("sends the newsletter's old addresses to Mail's pages", () => {
    expect(consoleRouteAt('/officers/newsletter')).toEqual({
      key: 'moved',
      to: '/officers/mail/subscribers',
      area: null,
      title: null,
    });
    expect(consoleRouteAt('/officers/newsletter/compose/')).toMatchObject({
      key: 'moved',
      to: '/officers/mail',
    });
    expect(consoleRouteAt('/officers/newsletter/issues')).toMatchObject({
      key: 'moved',
      to: '/officers/mail/issues',
    });
    expect(consoleRouteAt('/officers/newsletter/other').key).toBe('not-found');
  });

  it('sends the old address of Donations to its place among Money’s pages', () => {
    expect(consoleRouteAt('/officers/donations/')).toEqual({
      key: 'moved',
      to: '/officers/money/donations',
      area: null,
      title: null,
    });
  });

  it('opens a member’s statement and a receipt of his by their ids', () => {
    const id = '0b6c2f3e-1d2a-4c5b-9e8f-123456789abc';
    expect(consoleRouteAt(`/officers/money/members/${id}`)).toEqual({
      key: 'money-statement',
      userId: id,
      area: 'treasury',
      title: 'Statement',
    });
    expect(consoleRouteAt(`/officers/money/members/${id}/receipts/gift-1`)).toEqual({
      key: 'money-receipt',
      userId: id,
      postingId: 'gift-1',
      area: 'treasury',
      title: 'Receipt',
    });
    expect(consoleRouteAt(`/officers/money/members/${id}/receipts`).key).toBe('not-found');
    expect(consoleRouteAt('/officers/money/members/').key).toBe('not-found');
  });

  it('opens the content editors: the index and one document', () => {
    expect(consoleRouteAt('/officers/content')).toEqual({
      key: 'content',
      area: 'content',
      title: 'Public pages',
    });
    expect(consoleRouteAt('/officers/content/officers/')).toEqual({
      key: 'content-document',
      document: 'officers',
      area: 'content',
      title: 'Executive board',
    });
    expect(consoleRouteAt('/officers/content/constructor').key).toBe('not-found');
    expect(consoleRouteAt('/officers/content/officers/x').key).toBe('not-found');
  });

  it('opens one account by its id', () => {
    expect(consoleRouteAt('/officers/accounts/0b6c2f3e-1d2a-4c5b-9e8f-123456789abc')).toEqual({
      key: 'account',
      id: '0b6c2f3e-1d2a-4c5b-9e8f-123456789abc',
      area: 'accounts',
      title: 'Account',
    });
    expect(consoleRouteAt('/officers/accounts/a%20b')).toMatchObject({ id: 'a b' });
    expect(consoleRouteAt('/officers/accounts/%E0%A4%A')).toMatchObject({ id: '%E0%A4%A' });
  });

  it('says "Page not found" for an address the console does not have', () => {
    expect(consoleRouteAt('/officers/nothing')).toEqual({
      key: 'not-found',
      area: null,
      title: 'Page not found',
    });
    expect(consoleRouteAt('/officers/accounts/a/b').key).toBe('not-found');
  });
});
