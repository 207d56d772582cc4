import { describe, expect, it } from 'vitest';
import { formatNewsletter } from './simple-format.ts';

describe('the newsletter format', () => {
  it('makes paragraphs, headings, lists, emphasis and links', () => {
    const { html, text } = formatNewsletter(
      '# Fall news\n\nRush starts **Monday**, see _the list_:\n\n- [Schedule](https://oxp.example.org/rush)\n- Dinner at 6\n\nQuestions? mailto link [write us](mailto:rush@oxp.example.org) or https://oxp.example.org',
    );
    expect(html).toContain(
      '<h2 style="margin:8px 0 12px;font-size:20px;color:#111827">Fall news</h2>',
    );
    expect(html).toContain('Rush starts <strong>Monday</strong>, see <em>the list</em>:');
    expect(html).toContain(
      '<li><a href="https://oxp.example.org/rush" style="color:#14305c">Schedule</a></li>',
    );
    expect(html).toContain(
      '<a href="mailto:rush@oxp.example.org" style="color:#14305c">write us</a>',
    );
    expect(html).toContain(
      '<a href="https://oxp.example.org/" style="color:#14305c">https://oxp.example.org</a>',
    );
    expect(text).toContain('Schedule (https://oxp.example.org/rush)');
    expect(text).toContain('Rush starts Monday');
  });

  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['[click](javascript:alert(1))', '[click](javascript:alert(1))'],
    ['[x](data:text/html,<b>)', '[x](data:text/html,&lt;b&gt;)'],
    ['"><a href=x>', '&quot;&gt;&lt;a href=x&gt;'],
    ['&amp; stays text', '&amp;amp; stays text'],
    ['[a](https://x.example/" onmouseover="alert(1))', '&quot; onmouseover=&quot;alert(1))'],
  ])('keeps %j as text', (source, expected) => {
    const { html } = formatNewsletter(source);
    expect(html).toContain(expected);
    // Whatever was typed, the only tags are the formatter's own, and no attribute was injected.
    expect(html.match(/<[a-z]+/g)!.every((tag) => ['<p', '<a'].includes(tag))).toBe(true);
    expect(html).not.toMatch(/" on\w+=|href="(javascript|data):/);
  });

  it('never lets an address break out of its attribute', () => {
    const { html } = formatNewsletter('https://x.example/a"b<c');
    expect(html).not.toContain('a"b');
    expect(html).toContain('&lt;c');
  });
});
