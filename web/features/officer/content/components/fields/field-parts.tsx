// The pieces the kinds of field share: the label ("(optional)" after it when it may be left empty)
// and the problems under the field.
/** The problems at a field, as a list under it (the field names this id in aria-describedby). */
export function Problems({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <ul id={id} className="field-error content-field__problems">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** The label of the input `id`, marked "(optional)" when the field may be left empty. */
export function FieldLabel({
  id,
  label,
  optional,
}: {
  id: string;
  label: string;
  optional: boolean;
}) {
  return (
    <label className="form-label" htmlFor={id}>
      {label}
      {optional ? <span className="content-field__optional"> (optional)</span> : null}
    </label>
  );
}
