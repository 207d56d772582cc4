// An account chosen by name as it is typed (docs/product.md#officer-console), on the ARIA
// combobox pattern: a text field that opens a list of the matching accounts, asked of the server
// once the typing pauses. The arrow keys move through the list (the field keeps the focus; the
// option shown active is its aria-activedescendant), Enter or a tap chooses one, Escape closes the
// list (and, closed, clears the field). An account that may not be chosen is listed, dimmed, with
// why, and cannot be chosen. Typing again after a choice drops it: what is sent is always an
// account chosen from the list, never the text.
// The pattern's listbox and options are elements with roles, never focused themselves: a <select>
// or <datalist> cannot list the server's matches as they are typed, nor say why one cannot be
// chosen, and the keys are the field's (aria-activedescendant names the option shown active).
/* oxlint-disable jsx-a11y/prefer-tag-over-role, jsx-a11y/interactive-supports-focus, jsx-a11y/click-events-have-key-events */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { loadFailureReason, useLoad } from '../../lib/use-load.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export interface AccountOption {
  id: string;
  name: string;
  /** What tells two of one name apart: "Class of 2027", "Alumni, class of 2019". */
  detail: string;
  /** Why it may not be chosen (listed, but not to choose), or null. */
  unavailable: string | null;
}

/** What the field says under it while the list is open: searching, how many, none. */
export function comboboxStatus(
  asked: string,
  searching: boolean,
  found: readonly AccountOption[],
): string {
  if (!asked) return 'Type part of a name.';
  if (searching) return 'Searching...';
  if (found.length === 0) return 'No account has this name.';
  const open = found.filter((option) => !option.unavailable).length;
  const listed = found.length === 1 ? '1 account' : `${found.length} accounts`;
  return open === found.length ? `${listed}: choose one.` : `${listed}, ${open} to choose from.`;
}

/** The option after (or before) `from` that the arrow keys move to, wrapping around the list. */
export const nextActive = (from: number, count: number, step: 1 | -1): number =>
  count === 0 ? -1 : from < 0 ? (step === 1 ? 0 : count - 1) : (from + step + count) % count;

export function AccountCombobox({
  id,
  label,
  labelClassName = 'form-label',
  search,
  chosen,
  onChoose,
  error,
  errorId,
  describedBy,
  disabled = false,
  inputRef,
  placeholder = 'Type part of a name',
}: {
  id: string;
  label: ReactNode;
  labelClassName?: string;
  /** The accounts whose name holds `q` (the server's search, at most a few). */
  search: (q: string, signal: AbortSignal) => Promise<AccountOption[]>;
  chosen: AccountOption | null;
  onChoose: (option: AccountOption | null) => void;
  /** The refusal to show at the field. */
  error?: string | undefined;
  errorId?: string;
  /** More ids that describe the field (a note under it). */
  describedBy?: string | undefined;
  disabled?: boolean;
  inputRef?: (element: HTMLInputElement | null) => void;
  placeholder?: string;
}) {
  const listId = useId();
  const statusId = `${id}-status`;
  const [text, setText] = useState(chosen?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A choice made elsewhere (the form put back) shows its name.
  const [shown, setShown] = useState(chosen);
  if (chosen !== shown) {
    setShown(chosen);
    if (chosen) setText(chosen.name);
  }
  const asked = useDebouncedValue(text.trim(), 250);
  const wanted = open && asked !== '' && !(chosen && chosen.name === asked);
  const load = useLoad(
    (signal) => (wanted ? search(asked, signal) : Promise.resolve([] as AccountOption[])),
    { deps: [asked, wanted] },
  );
  const searching = text.trim() !== asked || load.stale || load.state.status === 'loading';
  const found = wanted && load.state.status === 'loaded' && !load.stale ? load.data! : [];
  const expanded = open && found.length > 0 && !searching;
  const failed = open && load.state.status === 'failed';

  const choose = (option: AccountOption) => {
    if (option.unavailable) return;
    onChoose(option);
    setText(option.name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (expanded)
          setActive(nextActive(active, found.length, event.key === 'ArrowDown' ? 1 : -1));
        break;
      }
      case 'Enter':
        // Enter chooses; it never sends the form from an open list.
        if (expanded && active >= 0) {
          event.preventDefault();
          choose(found[active]!);
        } else if (open && text.trim() !== '' && !chosen) event.preventDefault();
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
          onChoose(null);
        }
        break;
      default:
        break;
    }
  };

  const activeOption = expanded && active >= 0 ? found[active] : undefined;
  const described = [open ? statusId : undefined, error ? errorId : undefined, describedBy]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="account-combobox">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        className={`form-control${error ? ' is-invalid' : ''}${chosen ? ' account-combobox__input--chosen' : ''}`}
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (chosen) onChoose(null);
        }}
        onFocus={() => {
          if (!chosen) setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      {open ? (
        // Over what follows, so that the page does not move when it opens or closes (a tap on the
        // button under the field lands where it was aimed).
        <div className="account-combobox__popup">
          {expanded ? (
            <div
              id={listId}
              role="listbox"
              aria-label="Matching accounts"
              className="account-combobox__list"
            >
              {found.map((option, index) => (
                <div
                  key={option.id}
                  id={`${listId}-${option.id}`}
                  role="option"
                  aria-selected={index === active}
                  aria-disabled={option.unavailable ? true : undefined}
                  className={`account-combobox__option${index === active ? ' account-combobox__option--active' : ''}`}
                  // The field keeps the focus: a tap chooses without closing the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                >
                  <span className="account-combobox__name">{option.name}</span>{' '}
                  <span className="account-combobox__detail">
                    {option.unavailable
                      ? `${option.detail} · ${option.unavailable}`
                      : option.detail}
                  </span>
                </div>
              ))}
            </div>
          ) : null}
          <output id={statusId} className="account-combobox__status">
            {failed
              ? `The accounts could not be searched. ${loadFailureReason(load.state.status === 'failed' ? load.state.error : null)}`
              : comboboxStatus(asked, searching, found)}
          </output>
        </div>
      ) : null}
      {error && errorId ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
