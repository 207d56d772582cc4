// A list of people to act on at once, each ticked until unticked (graduation, initiation): the
// page keeps who is unticked, so a new list starts with everyone ticked. One the officer may not
// act on (his own account) is shown unticked and fixed, with the reason.
import { useId, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';

export function TickList<Item extends { id: string }>({
  legend,
  items,
  unticked,
  onChange,
  label,
  fixed,
}: {
  /** Names the list: "New members (3 of 4 ticked)". */
  legend: ReactNode;
  items: readonly Item[];
  unticked: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
  label: (item: Item) => ReactNode;
  /** Why an item cannot be ticked (it is left out), or null. */
  fixed?: (item: Item) => string | null;
}) {
  const id = useId();
  return (
    <fieldset className="graduation-list">
      <legend className="form-label">{legend}</legend>
      {items.map((item) => {
        const why = fixed?.(item) ?? null;
        return (
          <Form.Check
            key={item.id}
            type="checkbox"
            id={`${id}-${item.id}`}
            className="choice graduation-list__item"
            checked={!why && !unticked.has(item.id)}
            disabled={why !== null}
            onChange={(event) => {
              const next = new Set(unticked);
              if (event.target.checked) next.delete(item.id);
              else next.add(item.id);
              onChange(next);
            }}
            label={
              <>
                {label(item)}
                {why ? <span className="graduation-list__office"> · {why}</span> : null}
              </>
            }
          />
        );
      })}
    </fieldset>
  );
}
