import { describe, expect, it } from 'vitest';
import type { NewsletterIssue } from '../../../contract/api/newsletter.ts';
import {
  formatIssueDate,
  issueChoices,
  issuePreview,
  latestIssue,
  viewerIssue,
  type ViewerIssue,
} from './issues.ts';

const page = (n: number) => ({
  preview: `/media/preview-${n}`,
  full: `/media/full-${n}`,
  width: 1200,
  height: 1600,
});
const winter: NewsletterIssue = {
  id: 'winter',
  title: 'The Lambda Letter · Winter 2026',
  date: '2026-12-01',
  pages: [page(1), page(2)],
};
const fall: NewsletterIssue = {
  id: 'fall',
  title: 'The Lambda Letter · Fall 2026 edition',
  date: '2026-11-30',
  pages: [page(3), page(4), page(5)],
};
const fromContent: ViewerIssue = {
  id: 'content',
  title: 'The Lambda Letter · Fall 2026 edition',
  pages: [],
};

describe('formatIssueDate', () => {
  it('writes the calendar date out, whatever the time zone', () => {
    expect(formatIssueDate('2026-12-01')).toBe('December 1, 2026');
    expect(formatIssueDate('2027-01-31')).toBe('January 31, 2027');
  });
});

describe('an issue published in the console', () => {
  it('is previewed on the card by its first page, with the page’s width and height', () => {
    expect(issuePreview(winter)).toEqual({
      sources: {},
      img: { src: '/media/preview-1', w: 1200, h: 1600 },
    });
  });

  it('shows each page’s full picture in the viewer, numbered, and downloads it as it is', () => {
    const viewed = viewerIssue(winter);
    expect(viewed).toMatchObject({ id: 'winter', title: winter.title, date: '2026-12-01' });
    expect(viewed.pages).toEqual([
      {
        id: 1,
        title: 'Page 1 of The Lambda Letter · Winter 2026',
        picture: { sources: {}, img: { src: '/media/full-1', w: 1200, h: 1600 } },
        downloadUrl: '/media/full-1',
        downloadName: 'newsletter-page-1.webp',
      },
      {
        id: 2,
        title: 'Page 2 of The Lambda Letter · Winter 2026',
        picture: { sources: {}, img: { src: '/media/full-2', w: 1200, h: 1600 } },
        downloadUrl: '/media/full-2',
        downloadName: 'newsletter-page-2.webp',
      },
    ]);
    // Made once per issue: the viewer's state keeps its identity across renders.
    expect(viewerIssue(winter)).toBe(viewed);
  });
});

describe('latestIssue', () => {
  it('is the first listed (newest first) that has pages; none before the first publication', () => {
    expect(latestIssue([winter, fall])).toBe(winter);
    expect(latestIssue([{ ...winter, pages: [] }, fall])).toBe(fall);
    expect(latestIssue([])).toBeUndefined();
  });
});

describe('issueChoices', () => {
  it('offers every listed issue, newest first, labelled with its date', () => {
    const choices = issueChoices(viewerIssue(winter), [winter, fall]);
    expect(choices.map((choice) => [choice.id, choice.label])).toEqual([
      ['winter', 'The Lambda Letter · Winter 2026 (December 1, 2026)'],
      ['fall', 'The Lambda Letter · Fall 2026 edition (November 30, 2026)'],
    ]);
    expect(choices[1]!.issue.pages).toHaveLength(3);
  });

  it('keeps the issue shown first when the list lacks it, and offers nothing else when none was published', () => {
    expect(issueChoices(fromContent, []).map((choice) => choice.label)).toEqual([
      'The Lambda Letter · Fall 2026 edition',
    ]);
    expect(issueChoices(fromContent, [winter]).map((choice) => choice.id)).toEqual([
      'content',
      'winter',
    ]);
  });
});
