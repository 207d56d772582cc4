import { describe, expect, it } from 'vitest';
import { areaNames, consolePagesFor, currentConsolePage, heldAreas } from './console-pages.ts';

describe('consolePagesFor', () => {
  it('lists the accounts pages only for an officer with the accounts area', () => {
    expect(consolePagesFor(['accounts', 'treasury']).map((page) => page.label)).toEqual([
      'Home',
      'Invites',
      'Accounts',
      'Positions',
      'Graduation',
      'Initiation',
      'Privacy',
      'Audit log',
      'Export',
      'Donations',
    ]);
    expect(consolePagesFor(['accounts', 'calendar', 'treasury']).map((page) => page.label)).toEqual(
      [
        'Home',
        'Invites',
        'Accounts',
        'Positions',
        'Graduation',
        'Initiation',
        'Privacy',
        'Audit log',
        'Export',
        'Calendar',
        'Donations',
      ],
    );
    expect(consolePagesFor(['treasury']).map((page) => page.label)).toEqual(['Home', 'Donations']);
    expect(consolePagesFor(['calendar']).map((page) => page.label)).toEqual(['Home', 'Calendar']);
    expect(consolePagesFor(['communications']).map((page) => page.label)).toEqual(['Home', 'Mail']);
    expect(consolePagesFor(['content']).map((page) => page.label)).toEqual([
      'Home',
      'Public pages',
    ]);
    expect(consolePagesFor(['standing']).map((page) => page.label)).toEqual(['Home', 'Attendance']);
    expect(consolePagesFor(undefined).map((page) => page.label)).toEqual(['Home']);
  });
});

describe('heldAreas and areaNames', () => {
  it('keeps the areas the console knows, in its order, and names them', () => {
    expect(heldAreas(['content', 'accounts', 'root'])).toEqual(['accounts', 'content']);
    expect(areaNames(['accounts', 'treasury'])).toBe('Accounts and access, Donations');
  });
});

const labelAt = (path: string) =>
  currentConsolePage(consolePagesFor(['accounts', 'communications']), path)?.label;

describe('currentConsolePage', () => {
  it('names the page an address is in, for the phone’s menu button', () => {
    expect(labelAt('/officers')).toBe('Home');
    expect(labelAt('/officers/')).toBe('Home');
    expect(labelAt('/officers/accounts')).toBe('Accounts');
    expect(labelAt('/officers/accounts/0000-1')).toBe('Accounts');
    expect(labelAt('/officers/mail')).toBe('Mail');
    expect(labelAt('/officers/mail/subscribers')).toBe('Mail');
    expect(labelAt('/officers/nothing-here')).toBeUndefined();
    expect(labelAt('/officers/accountsx')).toBeUndefined();
  });
});
