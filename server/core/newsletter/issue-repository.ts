// SQL for the issues of the home page's "Latest Newsletter" viewer and their pages (pictures in
// the media table).
import type { Db } from '../../db/database.ts';
import type { NewsletterIssuePagesTable, NewsletterIssuesTable } from '../../db/schema.ts';

export type IssueRow = NewsletterIssuesTable;
export type IssuePageRow = NewsletterIssuePagesTable;

export interface IssueWithPages extends IssueRow {
  pages: (IssuePageRow & { width: number; height: number })[];
}

/** Newest first: by the issue's date, then the one published last. */
export async function listIssues(db: Db): Promise<IssueWithPages[]> {
  const issues = await db
    .selectFrom('newsletterIssues')
    .selectAll()
    .orderBy('issueDate', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (issues.length === 0) return [];
  const pages = await db
    .selectFrom('newsletterIssuePages')
    .innerJoin('media', 'media.id', 'newsletterIssuePages.fullMediaId')
    .select([
      'newsletterIssuePages.issueId',
      'newsletterIssuePages.position',
      'newsletterIssuePages.previewMediaId',
      'newsletterIssuePages.fullMediaId',
      'media.width',
      'media.height',
    ])
    .orderBy('newsletterIssuePages.issueId')
    .orderBy('newsletterIssuePages.position')
    .execute();
  const byIssue = new Map<string, IssueWithPages['pages']>();
  for (const page of pages) {
    const list = byIssue.get(page.issueId) ?? [];
    list.push(page);
    byIssue.set(page.issueId, list);
  }
  return issues.map((issue) => Object.assign(issue, { pages: byIssue.get(issue.id) ?? [] }));
}

export async function insertIssue(db: Db, issue: IssueRow, pages: IssuePageRow[]): Promise<void> {
  await db.insertInto('newsletterIssues').values(issue).execute();
  await db.insertInto('newsletterIssuePages').values(pages).execute();
}

export function findIssue(db: Db, id: string): Promise<IssueRow | undefined> {
  return db.selectFrom('newsletterIssues').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes the issue and its pages; answers the pictures the pages used. */
export async function deleteIssue(db: Db, id: string): Promise<string[]> {
  const pages = await db
    .selectFrom('newsletterIssuePages')
    .select(['previewMediaId', 'fullMediaId'])
    .where('issueId', '=', id)
    .execute();
  await db.deleteFrom('newsletterIssuePages').where('issueId', '=', id).execute();
  await db.deleteFrom('newsletterIssues').where('id', '=', id).execute();
  return pages.flatMap((page) => [page.previewMediaId, page.fullMediaId]);
}
