// Where live content meets the pages (decision 016): the server renders a page with the published
// documents behind this global key, and writes those that differ from the build into the page as
// JSON under this element id, which the browser reads before it hydrates.
export const publishedContentKey = Symbol.for('chapter-site.published-content');
export const publishedContentElementId = 'chapter-content';
