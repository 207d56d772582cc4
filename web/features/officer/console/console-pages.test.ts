import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { consolePaths } from '../../../components/console-kit/console-routes.ts';
import {
  areaNames,
  closedToElects,
  consolePagesFor,
  currentConsolePage,
  heldAreas,
} from './console-pages.ts';

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
      'Money',
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
        'Money',
      ],
    );
    expect(consolePagesFor(['treasury']).map((page) => page.label)).toEqual(['Home', 'Money']);
    expect(consolePagesFor(['calendar']).map((page) => page.label)).toEqual(['Home', 'Calendar']);
    expect(consolePagesFor(['communications']).map((page) => page.label)).toEqual(['Home', 'Mail']);
    expect(consolePagesFor(['content']).map((page) => page.label)).toEqual([
      'Home',
      'Public pages',
    ]);
    expect(consolePagesFor(['standing']).map((page) => page.label)).toEqual(['Home', 'Attendance']);
    expect(consolePagesFor(undefined).map((page) => page.label)).toEqual(['Home']);
  });

  it('lists an elect’s coming pages, but not those the server keeps from him until his first day', () => {
    expect(consolePagesFor([], ['accounts']).map((page) => page.label)).toEqual([
      'Home',
      'Invites',
      'Accounts',
      'Positions',
      'Graduation',
      'Initiation',
      'Privacy',
    ]);
    // Holding accounts already, he opens them all.
    expect(consolePagesFor(['accounts'], ['treasury']).map((page) => page.label)).toContain(
      'Audit log',
    );
  });

  it("keeps from an elect the pages whose calls the server refuses him (`elect: 'no'`)", () => {
    const officerRoutes = new URL('../../../../server/features/officer/', import.meta.url);
    const refused = readdirSync(officerRoutes, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) =>
        readFileSync(new URL(`${entry.name}/routes.ts`, officerRoutes), 'utf8').includes(
          "elect: 'no'",
        ),
      )
      .map((entry) => `/officers/${entry.name}`);
    expect([...closedToElects].map((key) => consolePaths[key]).toSorted()).toEqual(
      refused.toSorted(),
    );
  });
});

describe('heldAreas and areaNames', () => {
  it('keeps the areas the console knows, in its order, and names them', () => {
    expect(heldAreas(['content', 'accounts', 'root'])).toEqual(['accounts', 'content']);
    expect(areaNames(['accounts', 'treasury'])).toBe('Accounts and access, Money');
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
