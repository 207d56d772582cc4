import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { badgeVariantFor } from './recognition-wall.tsx';
import { HighlightCard } from './highlight-card.tsx';

const picture = { sources: { webp: '/a.webp 400w' }, img: { src: '/a.webp', w: 400, h: 300 } };
const event = {
  id: 'e',
  title: 'Spring Formal',
  image: 'highlights/e.svg',
  video: null,
  description: 'A night out.',
  date: 'April 2026',
  gallery: ['highlights/e-1.svg', 'highlights/e-2.svg'],
};

describe('HighlightCard', () => {
  it('offers the gallery when there are photos', () => {
    const html = renderToStaticMarkup(
      <HighlightCard event={event} picture={picture} onOpenGallery={() => {}} />,
    );
    expect(html).toMatch(
      /<button[^>]*aria-label="View Gallery: Spring Formal"[^>]*>View Gallery<\/button>/,
    );
    expect(html).not.toMatch(/<button[^>]*disabled/);
    expect(html).toContain('2 photos');
    expect(html).toContain('width="400" height="300"');
  });

  it('disables "View Gallery" when the event has no gallery', () => {
    const html = renderToStaticMarkup(
      <HighlightCard
        event={{ ...event, gallery: [] }}
        picture={picture}
        onOpenGallery={() => {}}
      />,
    );
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>View Gallery<\/button>/);
    expect(html).toContain('No photos yet');
  });
});

describe('badgeVariantFor', () => {
  const categories = { Academic: 'primary', Service: 'info' } as const;
  it('colours each category as the content says', () => {
    expect(badgeVariantFor('Academic', categories)).toBe('primary');
    expect(badgeVariantFor('Service', categories)).toBe('info');
  });
  it('falls back to grey for a category without a colour', () => {
    expect(badgeVariantFor('Athletics', categories)).toBe('secondary');
  });
});
