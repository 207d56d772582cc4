import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BoardMember } from '../../../../contract/api/officer/positions.ts';
import { OfficerCard } from './officer-card.tsx';

const officer: BoardMember = {
  name: 'Sam Doe',
  title: 'Treasurer',
  picture: '/media/0b6f5c1e-3f4c-4a57-9d0e-2f1f1d9b7a11',
  pictureWidth: 480,
  pictureHeight: 512,
  bio: 'Keeps the books.',
  linkedin: null,
};

describe('OfficerCard', () => {
  it('shows the sized photo, name, title and a Connect link when there is a LinkedIn profile', () => {
    const html = renderToStaticMarkup(
      <OfficerCard officer={{ ...officer, linkedin: 'https://www.linkedin.com/in/sam' }} />,
    );
    expect(html).toMatch(/<img[^>]*width="480"[^>]*height="512"[^>]*alt="Portrait of Sam Doe"/);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('Treasurer');
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/www.linkedin.com\/in\/sam"[^>]*rel="noopener noreferrer"[^>]*>Connect/,
    );
  });

  it('loads the first row at once, and has no Connect link without a LinkedIn profile', () => {
    const html = renderToStaticMarkup(<OfficerCard officer={officer} eager />);
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain('Connect');
  });

  it('shows a placeholder portrait when there is no photo, and no empty bio', () => {
    const html = renderToStaticMarkup(
      <OfficerCard officer={{ ...officer, picture: null, bio: null }} />,
    );
    expect(html).toContain('aria-label="No photo"');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('officer-card__bio');
  });

  it('is focusable and carries its bio as text, so keyboard users can reveal it', () => {
    const html = renderToStaticMarkup(
      <OfficerCard officer={{ ...officer, bio: '<b>Keeps</b> the books.' }} />,
    );
    expect(html).toMatch(/<article[^>]*tabindex="0"/);
    expect(html).toContain('&lt;b&gt;Keeps&lt;/b&gt; the books.');
  });
});
