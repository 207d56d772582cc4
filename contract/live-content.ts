// Where live content meets the pages (decision 016): the server renders a page with the published
// set behind this global key, and writes what differs from the build into the page as JSON under
// this element id, which the browser reads before it hydrates.
import type { NewsletterIssue } from './api/newsletter.ts';
import type { BoardMember } from './api/officer/positions.ts';
import type { Content, ContentFile } from './content.ts';

export const publishedContentKey = Symbol.for('chapter-site.published-content');
export const publishedContentElementId = 'chapter-content';

/**
 * The published set's entry beside the content documents: the newsletter issues officers published
 * in the console (`GET /api/newsletter/issues`, newest first). Not a content file: no editor, schema
 * or export carries it. In a page only when there are some (none: the build's own page).
 */
export const newsletterIssuesEntry = 'newsletterIssues';

/**
 * The published set's other entry: the Executive Board as the terms make it today (`GET
 * /api/board`), which changes on the day a term starts or ends with no edit. Never among the
 * differing entries: only the board's page carries it (when there is a board), and the browser
 * fetches it before it shows that page when the page it is on does not.
 */
export const boardEntry = 'board';

/**
 * In a page's JSON: the name of every entry (a document, the issues) that differs from the build,
 * those the page does not carry too, so that the browser fetches the ones the next page shows
 * (`GET /api/content/:document`, `GET /api/newsletter/issues`) before it shows it.
 */
export const differingEntriesKey = 'differing';

/** What a page is rendered with, and the part of it a page carries: documents by name, and the issues. */
export type PublishedEntries = Partial<Record<ContentFile, unknown>> & {
  [newsletterIssuesEntry]?: NewsletterIssue[];
  [boardEntry]?: BoardMember[];
  [differingEntriesKey]?: string[];
};

/** The published set the pages are rendered with: the content documents, the issues, the board. */
export interface PublishedSet {
  content: Content;
  /** Newest first; none until an officer publishes one. */
  [newsletterIssuesEntry]: NewsletterIssue[];
  /** Today's board, in position order; none before any board position has a holder. */
  [boardEntry]: BoardMember[];
}
