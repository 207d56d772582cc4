// A list of people to act on at once, each ticked until unticked (graduation, initiation): the
// page keeps who is unticked, so a new list starts with everyone ticked.
import { useId, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';

export function TickList<Item extends { id: string }>({
  legend,
  items,
  unticked,
  onChange,
  label,
}: {
  /** Names the list: "New members (3 of 4 ticked)". */
  legend: ReactNode;
  items: readonly Item[];
  unticked: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
  label: (item: Item) => ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="graduation-list">
      <legend className="form-label">{legend}</legend>
      {items.map((item) => (
        <Form.Check
          key={item.id}
          type="checkbox"
          id={`${id}-${item.id}`}
          className="choice graduation-list__item"
          checked={!unticked.has(item.id)}
          onChange={(event) => {
            const next = new Set(unticked);
            if (event.target.checked) next.delete(item.id);
            else next.add(item.id);
            onChange(next);
          }}
          label={label(item)}
        />
      ))}
    </fieldset>
  );
}
