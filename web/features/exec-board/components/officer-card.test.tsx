import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OfficerCard } from './officer-card.tsx';

const picture = { sources: { webp: '/p.webp 200w' }, img: { src: '/p.webp', w: 200, h: 200 } };
const officer = { name: 'Sam Doe', title: 'Treasurer', bio: 'Keeps the books.' };

describe('OfficerCard', () => {
  it('shows the photo, name, title and a Connect link when there is a LinkedIn profile', () => {
    const html = renderToStaticMarkup(
      <OfficerCard
        officer={{ ...officer, linkedin: 'https://www.linkedin.com/in/sam' }}
        picture={picture}
      />,
    );
    expect(html).toContain('alt="Photo of Sam Doe"');
    expect(html).toContain('Treasurer');
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/www.linkedin.com\/in\/sam"[^>]*rel="noopener noreferrer"[^>]*>Connect/,
    );
  });

  it('has no Connect link without a LinkedIn profile', () => {
    const html = renderToStaticMarkup(<OfficerCard officer={officer} picture={picture} />);
    expect(html).not.toContain('Connect');
  });

  it('shows a placeholder portrait when there is no photo', () => {
    const html = renderToStaticMarkup(<OfficerCard officer={officer} picture={undefined} />);
    expect(html).toContain('aria-label="No photo"');
    expect(html).not.toContain('<img');
  });

  it('is focusable and carries its bio, so keyboard users can reveal it', () => {
    const html = renderToStaticMarkup(<OfficerCard officer={officer} picture={picture} />);
    expect(html).toMatch(/<article[^>]*tabindex="0"/);
    expect(html).toContain('Keeps the books.');
  });
});
