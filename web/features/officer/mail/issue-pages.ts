// The pages of a new issue of the home page's "Latest Newsletter" viewer, before they are sent
// (docs/api.md#newsletter-console): 1 to 12 pictures, in order, each at most 10 MB, of a kind the
// server reads (it checks the bytes itself); moving and removing pages; and the server's refusal
// at the field it names.
import { limits } from '../../../../contract/limits.ts';

export const maxPages = limits.newsletter.issuePagesMax;
export const maxPageBytes = limits.upload.maxBytes;
export const issuesUploadPath = '/api/officer/mail/issues';

/** What the file chooser offers (the server decides by the bytes). */
export const acceptedTypes =
  'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.gif,.heic,.heif';

const pictureName = /\.(jpe?g|png|webp|gif|heic|heif)$/i;

export interface ChosenPage {
  /** Stable while the list is reordered. */
  id: string;
  name: string;
  size: number;
  type: string;
}

/** Why this file cannot be a page, or null (`position` counts from 1). */
export function pageProblem(page: Pick<ChosenPage, 'name' | 'size' | 'type'>, position: number) {
  if (page.size === 0) return `Page ${position} (${page.name}) is an empty file.`;
  if (page.size > maxPageBytes)
    return `Page ${position} (${page.name}) is larger than 10 MB. Use a smaller picture.`;
  if (!page.type.startsWith('image/') && !pictureName.test(page.name))
    return `Page ${position} (${page.name}) is not a picture: choose JPEG, PNG, WebP or HEIC files.`;
  return null;
}

/** The first problem of the chosen pages as a whole, or null. */
export function pagesProblem(pages: readonly Pick<ChosenPage, 'name' | 'size' | 'type'>[]) {
  if (pages.length === 0) return `Choose the issue's pages: 1 to ${maxPages} pictures.`;
  if (pages.length > maxPages)
    return `An issue has at most ${maxPages} pages: remove ${pages.length - maxPages}.`;
  for (const [index, page] of pages.entries()) {
    const problem = pageProblem(page, index + 1);
    if (problem) return problem;
  }
  return null;
}

/** The list with the page at `index` moved by `by` (−1 up, +1 down); unchanged at an end. */
export function movePage<T>(pages: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= pages.length || to < 0 || to >= pages.length) return [...pages];
  const next = [...pages];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The list without the page at `index`. */
export const removePage = <T>(pages: readonly T[], index: number): T[] =>
  pages.filter((_, at) => at !== index);

/** "2.4 MB", "830 kB" */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

export type IssueField = 'title' | 'date' | 'pages';

/** A refusal of the upload, placed at its field (or the form's, when it names none). */
export interface UploadFailure {
  field: IssueField | null;
  message: string;
}

/** The server's answer to a refused upload → what the form shows, and where. */
export function uploadFailure(status: number, body: unknown): UploadFailure {
  const payload = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    field?: unknown;
  };
  const message = typeof payload.message === 'string' ? payload.message : undefined;
  const field =
    payload.field === 'title' || payload.field === 'date' || payload.field === 'pages'
      ? payload.field
      : null;
  if (status === 0)
    return {
      field: null,
      message:
        'The issue was not published: the server could not be reached. Check your connection and try again.',
    };
  if (status === 413)
    return {
      field: 'pages',
      message: message ?? 'The pages are too large: each page can be at most 10 MB.',
    };
  if (status === 415)
    return {
      field: 'pages',
      message: message ?? 'One of the pages is not a picture the server can read.',
    };
  if (status >= 500)
    return {
      field: null,
      message: 'The issue was not published: the server had a problem. Try again in a moment.',
    };
  return {
    field: status === 400 ? field : null,
    message: message ?? `The issue was not published (the server answered ${status}).`,
  };
}
