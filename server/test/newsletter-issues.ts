// Issues of the home page's newsletter viewer for tests: page pictures made on the spot, and the
// console's multipart upload that publishes them.
import sharp from 'sharp';
import type { TestApp } from './app.ts';
import { nextClient, type Account } from './accounts.ts';

export type Part =
  { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

export function multipart(parts: readonly Part[]) {
  const boundary = `----chapter${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A page as a scanner or a layout program exports it: portrait, some ink on paper. */
export const pagePicture = (seed: number, width = 1200, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: '#fffdf7' } })
    .composite([
      {
        input: {
          create: {
            width: Math.floor(width / 2),
            height: Math.floor(height / 20),
            channels: 3,
            background: `#1${seed % 10}305c`,
          },
        },
        top: Math.floor(height / 16),
        left: Math.floor(width / 12),
      },
    ])
    .png()
    .toBuffer();

export const png = (data: Buffer, n = 1): Part => ({
  name: 'pages',
  filename: `page-${n}.png`,
  type: 'image/png',
  data,
});

/** Publishes an issue of `pages` one-page pictures on `t` as `account` (area communications). */
export async function publishIssue(
  t: TestApp,
  account: Account,
  issue: { title: string; date: string; pages?: number },
) {
  const pictures = await Promise.all(
    Array.from({ length: issue.pages ?? 1 }, (_, i) => pagePicture(i + 1)),
  );
  const { payload, contentType } = multipart([
    { name: 'title', value: issue.title },
    { name: 'date', value: issue.date },
    ...pictures.map((data, i) => png(data, i + 1)),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/officer/mail/issues',
    remoteAddress: nextClient(),
    headers: { cookie: account.cookie, 'content-type': contentType },
    payload,
  });
}
