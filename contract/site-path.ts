// A path of this site, as a link of the content (`/members/alumni#support`) or a page to go back
// to after logging in: zod-free, so the pages check the same rule the schema does. Browsers read
// a backslash as a slash (`/\evil.example` opens http://evil.example/) and drop tabs and line
// breaks from addresses, so none of those is allowed, nor a path that resolves to `//…`.

const base = 'https://this-site.invalid';

/** Whether `href` stays on this site: one leading `/`, no backslash, space or control character. */
export function isSitePath(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  // oxlint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\s\u0000-\u001F\u007F-\u009F]/u.test(href)) return false;
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return false;
  }
  // Dot segments are resolved first: `/..//evil.example` must not come out as `//evil.example`.
  return url.origin === base && !url.pathname.startsWith('//');
}
