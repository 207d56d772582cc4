// A record of a content document: names, each with a value (the recognition wall's categories
// and their colours); a name can be edited, removed or added.
import { emptyValueOf, fieldIdOf, labelOf, type FieldNode } from '../../schema-walk.ts';
import { useField, type AnyField, type FieldProps } from './editor-context.ts';
import { Problems } from './field-parts.tsx';

/** A record: names, each with a choice (the recognition wall's categories and their colours). */
export function MapField({
  node,
  path,
  label,
  value,
  Field,
}: FieldProps & {
  node: Extract<FieldNode, { kind: 'map' }>;
  /** The field of any kind, for each name's value. */
  Field: AnyField;
}) {
  const { id, messages, set } = useField(path);
  const entries = Object.entries(value && typeof value === 'object' ? value : {});
  const write = (next: [string, unknown][]) => set(Object.fromEntries(next));
  return (
    <fieldset className="content-list">
      <legend id={id} tabIndex={-1} className="content-group__legend">
        {label}
      </legend>
      <Problems id={`${id}-error`} messages={messages} />
      <ol className="content-list__items">
        {entries.map(([name, entry], index) => {
          const nameId = `${fieldIdOf([...path, index])}-name`;
          return (
            // oxlint-disable-next-line react/no-array-index-key -- a name may be edited
            <li key={index} className="content-item content-item--plain content-map__row">
              <div className="form-field content-field">
                <label className="form-label" htmlFor={nameId}>
                  Name {index + 1}
                </label>
                <input
                  id={nameId}
                  className="form-control"
                  value={name}
                  onChange={(event) =>
                    write(
                      entries.map((pair, i) =>
                        i === index ? [event.target.value, pair[1]] : pair,
                      ),
                    )
                  }
                />
              </div>
              <Field
                node={node.value}
                path={[...path, name]}
                label={`${labelOf('value')} of ${name || `name ${index + 1}`}`}
                value={entry}
              />
              <div className="content-item__controls">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => write(entries.filter((_, i) => i !== index))}
                >
                  Remove<span className="visually-hidden">: {name}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-outline-primary content-list__add"
        onClick={() => write([...entries, [`New ${entries.length + 1}`, emptyValueOf(node.value)]])}
      >
        Add a name<span className="visually-hidden"> to {label}</span>
      </button>
    </fieldset>
  );
}
