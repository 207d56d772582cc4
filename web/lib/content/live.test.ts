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
