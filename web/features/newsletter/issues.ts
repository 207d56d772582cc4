// The issues of the "Latest Newsletter" card and viewer: an issue published in the console (the
// API's shape, pictures under /media/…) as the viewer shows it, the card's preview of it, and the
// viewer's list of issues to choose from. Small: the card (and so this) is in the home page's JS.
import type { NewsletterIssue } from '../../../contract/api/newsletter.ts';
import type { Picture } from '../../lib/images.ts';

export interface NewsletterPage {
  /** The page's number in its issue (1-based). */
  id: number;
  /** The picture's text alternative. */
  title: string;
  picture: Picture;
  /** The page's full picture, for downloading. */
  downloadUrl: string;
  /** The downloaded file's name. */
  downloadName: string;
}

/** An issue as the viewer shows it. */
export interface ViewerIssue {
  id: string;
  title: string;
  /** YYYY-MM-DD; the issue of content/home.json has none. */
  date?: string;
  pages: NewsletterPage[];
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** `2026-12-01` → `December 1, 2026`: a calendar date, which no time zone moves. */
export const formatIssueDate = (date: string): string =>
  longDate.format(new Date(`${date}T00:00:00Z`));

/** A picture of the server's, whose size the API gives: no sources to choose among. */
const servedPicture = (src: string, width: number, height: number): Picture => ({
  sources: {},
  img: { src, w: width, h: height },
});

/** The card's picture of the issue's first page: its preview, sized by the page's proportions. */
export function issuePreview(issue: NewsletterIssue): Picture {
  const first = issue.pages[0]!;
  return servedPicture(first.preview, first.width, first.height);
}

const viewerIssues = new WeakMap<NewsletterIssue, ViewerIssue>();

/** A published issue as the viewer shows it: each page's full picture, downloaded as it is. */
export function viewerIssue(issue: NewsletterIssue): ViewerIssue {
  let viewed = viewerIssues.get(issue);
  if (!viewed) {
    viewed = {
      id: issue.id,
      title: issue.title,
      date: issue.date,
      pages: issue.pages.map((page, index) => ({
        id: index + 1,
        title: `Page ${index + 1} of ${issue.title}`,
        picture: servedPicture(page.full, page.width, page.height),
        downloadUrl: page.full,
        // The server keeps every page as WebP (server/images/process.ts).
        downloadName: `newsletter-page-${index + 1}.webp`,
      })),
    };
    viewerIssues.set(issue, viewed);
  }
  return viewed;
}

/** The newest issue that has pages to show, if any was published. */
export const latestIssue = (issues: readonly NewsletterIssue[]): NewsletterIssue | undefined =>
  issues.find((issue) => issue.pages.length > 0);

export interface IssueChoice {
  id: string;
  label: string;
  issue: ViewerIssue;
}

/**
 * What the viewer offers: every issue listed (newest first) that has pages, and the one shown
 * first when the list lacks it (the issue of content/home.json before any was published, or an
 * issue deleted since the page was loaded).
 */
export function issueChoices(
  shown: ViewerIssue,
  listed: readonly NewsletterIssue[],
): IssueChoice[] {
  const choice = (issue: ViewerIssue): IssueChoice => ({
    id: issue.id,
    label: issue.date ? `${issue.title} (${formatIssueDate(issue.date)})` : issue.title,
    issue,
  });
  const choices = listed
    .filter((issue) => issue.pages.length > 0)
    .map((issue) => choice(viewerIssue(issue)));
  if (!choices.some((item) => item.id === shown.id)) choices.unshift(choice(shown));
  return choices;
}
