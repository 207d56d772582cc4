// The pieces every kind of field shares: its problems under it, and "(optional)" after its label.
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

export const optionalMark = <span className="content-field__optional"> (optional)</span>;
