import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StepAction } from './next-steps.tsx';

const render = (href: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <StepAction link={{ label: 'Go', href }} />
    </MemoryRouter>,
  );

describe('StepAction', () => {
  it('links a page of the site within the site, and other addresses as they are', () => {
    expect(render('/about')).toMatch(/<a[^>]*href="\/about"[^>]*>Go<\/a>/);
    expect(render('mailto:rush@example.org')).toMatch(/href="mailto:rush@example.org"/);
    expect(render('https://example.org/rush')).toMatch(/href="https:\/\/example.org\/rush"/);
  });

  it.each([
    '/\\evil.example',
    '/\\/evil.example',
    '//evil.example',
    'javascript:alert(1)',
    'http://x.test',
  ])(
    'never makes a link of %j, whatever the content holds (a browser reads it as another site)',
    (href) => {
      const html = render(href);
      expect(html).not.toContain('href');
      expect(html).toContain('Go');
    },
  );
});
