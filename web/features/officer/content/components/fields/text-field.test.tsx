import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EditorContext, type EditorContextValue } from './editor-context.ts';
import { Field } from './field.tsx';

const editor: EditorContextValue = {
  problems: new Map(),
  open: new Set(),
  setOpen: () => {},
  change: () => {},
  listAction: () => {},
};

const text = (value: string) =>
  renderToStaticMarkup(
    <EditorContext value={editor}>
      <Field
        node={{ kind: 'text', optional: false, long: true, inputType: 'text' }}
        path={['intro']}
        label="Intro"
        value={value}
      />
    </EditorContext>,
  );

describe('a text field of the content editor', () => {
  it('says what a year token becomes on the page, tied to the field', () => {
    const html = text('The brothers elected for the {academicYear} year.');
    expect(html).toMatch(/On the page today: “The brothers elected for the \d{4}–\d{4} year\.”/);
    expect(html).toContain('aria-describedby="cf-intro-years"');
  });

  it('says nothing more for a text without one', () => {
    expect(text('The brothers of {unknown}.')).not.toContain('On the page today');
  });
});
