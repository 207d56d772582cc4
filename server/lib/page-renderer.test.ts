// A page that cannot be rendered keeps its last version; the others are rendered all the same. A
// page carries only the changed documents it shows, and the names of all that changed; the board
// only on its own page, which is the only one rendered again when the board alone changed.
import { describe, expect, it } from 'vitest';
import type { BoardMember } from '../../contract/api/officer/positions.ts';
import { pageEntries, renderRoutes, routesToRender } from './page-renderer.ts';

describe('renderRoutes', () => {
  it('stores every page that renders and returns the ones that did not, with why', async () => {
    const stored = new Map([
      ['/', 'old home'],
      ['/about', 'old about'],
      ['/merch', 'old merch'],
    ]);
    const failed = await renderRoutes(
      [...stored.keys()],
      async (route) => {
        if (route === '/about') throw new Error('no picture about/x.svg');
        return `new ${route}`;
      },
      async (route, html) => void stored.set(route, html),
    );
    expect(failed).toEqual([{ route: '/about', error: new Error('no picture about/x.svg') }]);
    expect(Object.fromEntries(stored)).toEqual({
      '/': 'new /',
      '/about': 'old about',
      '/merch': 'new /merch',
    });
  });

  it('keeps a page whose storing fails (its compression), and says so', async () => {
    const failed = await renderRoutes(
      ['/'],
      async () => 'html',
      async () => {
        throw new Error('compression failed');
      },
    );
    expect(failed.map((f) => f.route)).toEqual(['/']);
  });
});

describe('pageEntries', () => {
  const differing = {
    chapter: { siteName: 'New name' },
    officers: { intro: 'New board' },
    about: { intro: 'New about' },
    newsletterIssues: [],
  };

  it('gives a page the changed documents it shows, and the names of every change', () => {
    const names = ['chapter', 'officers', 'about', 'newsletterIssues'];
    expect(pageEntries('/members/exec', differing)).toEqual({
      chapter: differing.chapter,
      officers: differing.officers,
      differing: names,
    });
    expect(pageEntries('/login', differing)).toEqual({
      chapter: differing.chapter,
      differing: names,
    });
    expect(pageEntries('/', differing)).toEqual({
      chapter: differing.chapter,
      newsletterIssues: [],
      differing: names,
    });
  });

  it('gives a page nothing when nothing changed (it is the build’s own)', () => {
    expect(pageEntries('/about', {})).toEqual({});
  });

  const board: BoardMember[] = [
    {
      name: 'Pat Lead',
      title: 'President',
      picture: null,
      pictureWidth: null,
      pictureHeight: null,
      bio: null,
      linkedin: null,
    },
  ];

  it('gives the board to its own page only, and names it nowhere', () => {
    expect(pageEntries('/members/exec', {}, board)).toEqual({ board });
    expect(pageEntries('/members/exec/', {}, board)).toEqual({ board });
    expect(pageEntries('/', {}, board)).toEqual({});
    expect(pageEntries('/members/exec', differing, board)).toEqual({
      chapter: differing.chapter,
      officers: differing.officers,
      board,
      differing: ['chapter', 'officers', 'about', 'newsletterIssues'],
    });
    expect(pageEntries('/about', differing, board)).not.toHaveProperty('board');
    // No board yet (no position has a holder): the build's own page.
    expect(pageEntries('/members/exec', {}, [])).toEqual({});
  });
});

describe('routesToRender', () => {
  const routes = ['/', '/about', '/members/exec', '/404'];
  it('renders the board’s page alone when the board alone changed, and every page otherwise', () => {
    expect(routesToRender(routes, ['board'])).toEqual(['/members/exec']);
    expect(routesToRender(routes, ['board', 'officers'])).toEqual(routes);
    expect(routesToRender(routes, ['home'])).toEqual(routes);
  });
});
