// The issues of the home page's "Latest Newsletter" viewer as the public sees them.
import type { NewsletterIssue } from '../../../contract/api/newsletter.ts';
import type { Db } from '../../db/database.ts';
import { listIssues } from '../../core/newsletter/issue-repository.ts';

/** The public list: newest first, pages as /media/… addresses. */
export async function publishedIssues(db: Db): Promise<NewsletterIssue[]> {
  return (await listIssues(db)).map((issue) => ({
    id: issue.id,
    title: issue.title,
    date: issue.issueDate,
    pages: issue.pages.map((page) => ({
      preview: `/media/${page.previewMediaId}`,
      full: `/media/${page.fullMediaId}`,
      width: page.width,
      height: page.height,
    })),
  }));
}
