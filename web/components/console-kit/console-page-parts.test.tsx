import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsoleHeader } from './console-header.tsx';
import { ConsoleSection } from './console-section.tsx';

describe('ConsoleHeader', () => {
  it('draws the page title as its one h1, with its lead', () => {
    expect(renderToStaticMarkup(<ConsoleHeader title="Invites" lead="By invitation only." />)).toBe(
      '<header class="console-header"><h1 class="console-header__title">Invites</h1>' +
        '<p class="console-header__lead">By invitation only.</p></header>',
    );
  });

  it('puts the way back above the title', () => {
    const html = renderToStaticMarkup(
      <ConsoleHeader
        title="Home"
        lead="The home page."
        back={<p className="console-back">Back</p>}
      />,
    );
    expect(html.indexOf('console-back')).toBeLessThan(html.indexOf('<h1'));
  });
});

describe('ConsoleSection', () => {
  it('is named by its heading', () => {
    expect(
      renderToStaticMarkup(
        <ConsoleSection headingId="sends-heading" title="Sends">
          <p>Rows</p>
        </ConsoleSection>,
      ),
    ).toBe(
      '<section class="console-section" aria-labelledby="sends-heading">' +
        '<h2 id="sends-heading" class="console-section__title">Sends</h2><p>Rows</p></section>',
    );
  });

  it('adds its own classes beside console-section', () => {
    const html = renderToStaticMarkup(
      <ConsoleSection headingId="p" title="Preview" className="content-preview">
        {null}
      </ConsoleSection>,
    );
    expect(html).toContain('class="console-section content-preview"');
  });
});
