import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Typewriter } from './typewriter.tsx';

describe('Typewriter', () => {
  it('puts the whole text in the prerendered HTML for readers, search engines and no-JS visitors', () => {
    const html = renderToStaticMarkup(<Typewriter text="We build men of character." />);
    expect(html).toContain('<span class="visually-hidden">We build men of character.</span>');
    expect(html).toContain(
      '<span class="typewriter__ghost" aria-hidden="true">We build men of character.</span>',
    );
    // Nothing is typed before the page runs.
    expect(html).toMatch(
      /<span class="typewriter__typed" aria-hidden="true"[^>]*><span class="typewriter__caret"><\/span><\/span>/,
    );
  });
});
