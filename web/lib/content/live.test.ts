// liveDocument (decision 016): a content module is the published document — the render's on the
// server, the page's embedded JSON in the browser — or the bundled one when nothing was published.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishedContentElementId, publishedContentKey } from '../../../contract/live-content.ts';

const bundled = { intro: 'Bundled intro', officers: [{ name: 'Ann' }] };
const holder = globalThis as Record<symbol, unknown>;

afterEach(() => {
  delete holder[publishedContentKey];
  vi.unstubAllGlobals();
  vi.resetModules();
});

const fresh = async () => (await import('./live.ts')).liveDocument;

describe('liveDocument', () => {
  it('is the bundled document when nothing is published, and behaves as a plain object', async () => {
    const officers = (await fresh())<typeof bundled>('officers', bundled);
    expect(officers.intro).toBe('Bundled intro');
    expect({ ...officers }).toEqual(bundled);
    expect(Object.keys(officers)).toEqual(['intro', 'officers']);
    expect('intro' in officers).toBe(true);
    expect(JSON.stringify(officers)).toBe(JSON.stringify(bundled));
  });

  it('on the server, is the document of the render in progress, read on each use', async () => {
    let current: Record<string, unknown> | undefined = {
      officers: { intro: 'Published', officers: [] },
    };
    holder[publishedContentKey] = {
      get current() {
        return current;
      },
    };
    const officers = (await fresh())<typeof bundled>('officers', bundled);
    expect(officers.intro).toBe('Published');
    current = undefined;
    expect(officers.intro).toBe('Bundled intro');
  });

  it('in the browser, is the document embedded in the page, derived once per document', async () => {
    const embedded = JSON.stringify({ officers: { intro: 'From the page', officers: [] } });
    const getElementById = vi.fn<(id: string) => { textContent: string } | null>((id) =>
      id === publishedContentElementId ? { textContent: embedded } : null,
    );
    vi.stubGlobal('document', { getElementById });
    const derive = vi.fn<(document: typeof bundled) => typeof bundled & { count: number }>(
      (document) => ({
        ...document,
        count: document.officers.length,
      }),
    );
    const officers = (await fresh())('officers', bundled, derive);
    expect(officers.intro).toBe('From the page');
    expect(officers.count).toBe(0);
    expect(derive).toHaveBeenCalledTimes(1);
    expect(getElementById).toHaveBeenCalledTimes(1);
    // Other documents are the bundled ones.
    const home = (await import('./live.ts')).liveDocument<{ title: string }>('home', {
      title: 'Home',
    });
    expect(home.title).toBe('Home');
  });
});

/** A page in the browser that carries `entries`. */
function page(entries: Record<string, unknown>) {
  const embedded = JSON.stringify(entries);
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === publishedContentElementId ? { textContent: embedded } : null,
  });
}

describe('loadPageContent', () => {
  it('before another page shows, fetches the published documents it shows that this page lacks', async () => {
    // The home page carries the chapter and home documents, and names what else differs.
    page({
      chapter: { siteName: 'Published name' },
      home: { title: 'Published home' },
      differing: ['chapter', 'home', 'officers', 'about', 'newsletterIssues'],
    });
    const live = await import('./live.ts');
    const fetched: string[] = [];
    const fetchEntry = vi.fn<(name: string) => Promise<unknown>>(async (name) => {
      fetched.push(name);
      if (name === 'board') return [{ name: 'Pat Lead', title: 'President' }];
      return name === 'newsletterIssues' ? [{ id: 'i1' }] : { intro: `Published ${name}` };
    });
    const officers = live.liveDocument<{ intro: string }>('officers', { intro: 'Bundled' });
    expect(officers.intro).toBe('Bundled');
    expect(live.publishedBoard()).toEqual([]);
    // The board's page shows the board, which this page lacks: fetched too.
    await live.loadPageContent('/members/exec', fetchEntry);
    expect(fetched).toEqual(['officers', 'board']);
    expect(officers.intro).toBe('Published officers');
    expect(live.publishedBoard()).toEqual([{ name: 'Pat Lead', title: 'President' }]);
    // Once fetched, kept; a page whose documents are all here fetches nothing.
    await live.loadPageContent('/members/exec', fetchEntry);
    await live.loadPageContent('/login', fetchEntry);
    expect(fetched).toEqual(['officers', 'board']);
    // A document that is the build's (members) is never fetched.
    await live.loadPageContent('/members/active', fetchEntry);
    expect(fetched).toEqual(['officers', 'board']);
    await live.loadPageContent('/about', fetchEntry);
    expect(fetched).toEqual(['officers', 'board', 'about']);
  });

  it('fetches the board for its page from a page that carries nothing, and not again from its own', async () => {
    page({});
    const live = await import('./live.ts');
    const fetchEntry = vi.fn<(name: string) => Promise<unknown>>(async () => []);
    await live.loadPageContent('/', fetchEntry);
    expect(fetchEntry).not.toHaveBeenCalled();
    await live.loadPageContent('/members/exec', fetchEntry);
    expect(fetchEntry.mock.calls).toEqual([['board']]);
    vi.resetModules();
    page({ board: [{ name: 'Pat Lead', title: 'President' }] });
    const onItsPage = await import('./live.ts');
    const none = vi.fn<(name: string) => Promise<unknown>>(async () => []);
    await onItsPage.loadPageContent('/members/exec', none);
    expect(none).not.toHaveBeenCalled();
    expect(onItsPage.publishedBoard()).toEqual([{ name: 'Pat Lead', title: 'President' }]);
  });

  it('fetches the newsletter issues for the home page when the page says there are some', async () => {
    page({ chapter: { siteName: 'x' }, differing: ['chapter', 'newsletterIssues'] });
    const live = await import('./live.ts');
    const fetchEntry = vi.fn<(name: string) => Promise<unknown>>(async () => [{ id: 'i1' }]);
    await live.loadPageContent('/', fetchEntry);
    expect(fetchEntry).toHaveBeenCalledWith('newsletterIssues');
    expect(live.publishedNewsletterIssues()).toEqual([{ id: 'i1' }]);
  });

  it('leaves the bundled text when a fetch fails, and tries again on the next navigation', async () => {
    page({ differing: ['officers'] });
    const live = await import('./live.ts');
    const failing = vi.fn<(name: string) => Promise<unknown>>(async () => {
      throw new Error('offline');
    });
    await expect(live.loadPageContent('/members/exec', failing)).resolves.toBeUndefined();
    await live.loadPageContent('/members/exec', failing);
    expect(failing.mock.calls).toEqual([['officers'], ['board'], ['officers'], ['board']]);
  });
});
