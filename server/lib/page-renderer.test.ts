// A page that cannot be rendered keeps its last version; the others are rendered all the same. A
// page carries only the changed documents it shows, and the names of all that changed.
import { describe, expect, it } from 'vitest';
import { pageEntries, renderRoutes } from './page-renderer.ts';

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
});
