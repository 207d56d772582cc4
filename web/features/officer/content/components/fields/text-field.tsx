// A text of a content document: a line, or a text area for a long text (a paragraph, a bio); an
// email address or a link gets the keyboard for it. Its limit is said under it with the count, and
// a year token ({academicYear}) with what the page shows for it today.
import { namesYearTokens } from '../../../../../../contract/content-dates.ts';
import { useContentText } from '../../../../../lib/use-content-text.ts';
import type { FieldNode } from '../../schema-walk.ts';
import { useField, type FieldProps } from './editor-context.ts';
import { FieldLabel, Problems } from './field-parts.tsx';

export function TextField({
  node,
  path,
  label,
  value,
}: FieldProps & { node: Extract<FieldNode, { kind: 'text' }> }) {
  const { id, messages, set } = useField(path);
  const text = typeof value === 'string' ? value : '';
  const fill = useContentText();
  const hintId = node.maxLength ? `${id}-hint` : undefined;
  // A year token ({academicYear}) is filled in on the page: the editor says with what, today.
  const yearsId = namesYearTokens(text) ? `${id}-years` : undefined;
  const described = [hintId, yearsId, messages ? `${id}-error` : undefined]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    className: `form-control${messages ? ' is-invalid' : ''}`,
    value: text,
    'aria-invalid': messages ? true : undefined,
    ...(described ? { 'aria-describedby': described } : {}),
    onChange: (event: { target: { value: string } }) =>
      set(node.optional && event.target.value === '' ? undefined : event.target.value),
  };
  return (
    <div className="form-field content-field">
      <FieldLabel id={id} label={label} optional={node.optional} />
      {node.long ? (
        <textarea {...common} rows={text.length > 240 ? 5 : 3} />
      ) : (
        <input
          {...common}
          type={node.inputType === 'email' ? 'email' : 'text'}
          {...(node.inputType === 'url' ? { inputMode: 'url' as const } : {})}
        />
      )}
      {node.maxLength ? (
        <p id={hintId} className="form-text mb-0">
          At most {node.maxLength} characters ({text.length} now).
        </p>
      ) : null}
      {yearsId ? (
        <p id={yearsId} className="form-text mb-0 content-field__years">
          On the page today: “{fill(text)}” ({'{academicYear}'} is the academic year under way,{' '}
          {'{fallRushYear}'} the year of the next fall rush; they move on by themselves).
        </p>
      ) : null}
      <Problems id={`${id}-error`} messages={messages} />
    </div>
  );
}
