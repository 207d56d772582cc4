// Renders the plain-text and HTML bodies of the site's emails from one description.
import type { FormattedText } from './simple-format.ts';

export interface EmailBrand {
  siteName: string;
  footer: string;
  /** The chapter's time zone, for times written in emails (optional: tests of layout skip it). */
  timeZone?: string;
}

export interface EmailContent {
  heading: string;
  /** A newsletter's text, already made safe by `formatNewsletter` (simple-format.ts). */
  formatted?: FormattedText;
  paragraphs: string[];
  /** Rows of a two-column table after the paragraphs (an order's lines); `strong` rows in bold. */
  details?: { label: string; value: string; strong?: boolean }[];
  /** Paragraphs after the table. */
  more?: string[];
  action?: { label: string; url: string };
  /** Small print under the main text: why the person got this, how to stop it. */
  notes?: string[];
  unsubscribeUrl?: string;
}

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const paragraph = (
  body: string,
  style = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937',
) => `<p style="${style}">${body}</p>`;

export function renderEmail(
  brand: EmailBrand,
  content: EmailContent,
): { text: string; html: string } {
  const textParts = [content.heading, ''];
  if (content.formatted) textParts.push(content.formatted.text, '');
  textParts.push(...content.paragraphs.flatMap((p) => [p, '']));
  if (content.details?.length) {
    for (const row of content.details) textParts.push(`${row.label}: ${row.value}`);
    textParts.push('');
  }
  textParts.push(...(content.more ?? []).flatMap((p) => [p, '']));
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`, '');
  for (const note of content.notes ?? []) textParts.push(note, '');
  if (content.unsubscribeUrl) textParts.push(`Unsubscribe: ${content.unsubscribeUrl}`, '');
  textParts.push('--', brand.siteName, brand.footer);
  const text = textParts.join('\n');

  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#14305c;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(content.action.label)}</a></p>` +
      paragraph(
        `If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#14305c;word-break:break-all">${escapeHtml(content.action.url)}</a>`,
        'margin:0 0 16px;font-size:13px;line-height:1.5;color:#4b5563',
      )
    : '';
  const small = 'margin:0 0 8px;font-size:13px;line-height:1.5;color:#4b5563';
  const cell = 'padding:6px 0;font-size:15px;color:#1f2937;border-bottom:1px solid #e5e7eb';
  const details = content.details?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${content.details
        .map((row) => {
          const weight = row.strong ? ';font-weight:700' : '';
          return `<tr><td style="${cell}${weight}">${escapeHtml(row.label)}</td><td align="right" style="${cell}${weight};padding-left:16px;white-space:nowrap">${escapeHtml(row.value)}</td></tr>`;
        })
        .join('')}</table>`
    : '';
  const more = (content.more ?? []).map((para) => paragraph(escapeHtml(para))).join('\n');
  const notes = (content.notes ?? []).map((note) => paragraph(escapeHtml(note), small)).join('');
  const unsubscribe = content.unsubscribeUrl
    ? paragraph(
        `<a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#4b5563">Unsubscribe</a>`,
        small,
      )
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#14305c;color:#ffffff;padding:16px 24px;font-size:18px;font-weight:700">${escapeHtml(brand.siteName)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;color:#111827">${escapeHtml(content.heading)}</h1>
${content.formatted ? `${content.formatted.html}\n` : ''}${content.paragraphs.map((para) => paragraph(escapeHtml(para))).join('\n')}
${details}${more}
${button}
${notes}${unsubscribe}
</td></tr>
<tr><td style="padding:16px 24px;background:#f9fafb;font-size:12px;color:#6b7280">${escapeHtml(brand.footer)}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { text, html };
}

/** RFC 2369 / RFC 8058 headers that let mail clients offer a one-click unsubscribe. */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
