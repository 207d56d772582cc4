// A newsletter's text with a little formatting, turned into email HTML safely: every character
// the officer typed is escaped first, then only these marks become markup —
//   a blank line           a new paragraph
//   "# " / "## " at start  a heading
//   "- " or "* " at start  a bulleted list
//   **bold**  _italic_     emphasis
//   [words](https://…)     a link (https and mailto only); a bare https://… address is a link too
// Nothing else is markup: <script>, HTML entities and javascript: links stay text.

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const safeHref = (url: string): string | undefined => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'mailto:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
};

const linkStyle = 'color:#14305c';

/** One line of text → HTML: escaped, then links, bold and italic. */
function inline(text: string): string {
  const parts: string[] = [];
  // Links first, on the raw text, so their addresses are never touched by the other marks.
  const pattern = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)|(https:\/\/[^\s<>()"']{1,500})/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(emphasis(escapeHtml(text.slice(last, match.index))));
    const [whole, words, target, bare] = match;
    const href = safeHref(target ?? bare!);
    parts.push(
      href
        ? `<a href="${escapeHtml(href)}" style="${linkStyle}">${emphasis(escapeHtml(words ?? bare!))}</a>`
        : emphasis(escapeHtml(whole)),
    );
    last = match.index + whole.length;
  }
  parts.push(emphasis(escapeHtml(text.slice(last))));
  return parts.join('');
}

/** **bold** and _italic_ on already-escaped text (the marks are not HTML, so escaping kept them). */
const emphasis = (escaped: string): string =>
  escaped
    .replace(/\*\*([^*\n]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[\s(])_([^_\n]+)_(?=$|[\s.,;:!?)])/g, '$1<em>$2</em>');

export interface FormattedText {
  html: string;
  /** The plain-text part of the email: the text as typed, with links written out. */
  text: string;
}

export function formatNewsletter(source: string): FormattedText {
  const blocks = source
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/);
  const html = blocks
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((line) => /^[-*] /.test(line)))
        return `<ul style="margin:0 0 16px;padding-left:24px;font-size:16px;line-height:1.5;color:#1f2937">${lines
          .map((line) => `<li>${inline(line.slice(2))}</li>`)
          .join('')}</ul>`;
      const heading = /^(#{1,2}) (.+)$/.exec(lines[0]!);
      if (heading && lines.length === 1) {
        const size = heading[1] === '#' ? 20 : 17;
        return `<h2 style="margin:8px 0 12px;font-size:${size}px;color:#111827">${inline(heading[2]!)}</h2>`;
      }
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${lines
        .map(inline)
        .join('<br>')}</p>`;
    })
    .join('\n');
  const text = source
    .replace(/\r\n?/g, '\n')
    .trim()
    .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, '$1 ($2)')
    .replace(/\*\*([^*\n]+)\*\*/g, '$1');
  return { html, text };
}
