// The issues of the home page's newsletter viewer, for the specs that publish some. They publish on
// the second server, under its content lock (nothing else reads its home page), and leave it with
// none: the home page is then the build's own again, showing the issue of content/home.json.
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures.ts';

export interface ListedIssue {
  id: string;
  title: string;
  date: string;
  pages: { preview: string; full: string; width: number; height: number }[];
}

export async function listIssues(api: APIRequestContext): Promise<ListedIssue[]> {
  const answer = await api.get('/api/newsletter/issues');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { issues: ListedIssue[] }).issues;
}

/** Deletes every issue (the copy of the content issue too), as an officer with `communications`. */
export async function deleteAllIssues(api: APIRequestContext): Promise<void> {
  for (const issue of await listIssues(api)) {
    const deleted = await api.delete(`/api/officer/mail/issues/${issue.id}`);
    expect([200, 404], await deleted.text()).toContain(deleted.status());
  }
  expect(await listIssues(api)).toEqual([]);
}

/** A page picture: one colour, portrait, as a PNG. */
export const pagePicture = (r: number, g: number, b: number, width = 600, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
