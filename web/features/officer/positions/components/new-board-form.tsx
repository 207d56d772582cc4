// "Enter the new board" (docs/product.md#positions-and-terms): the election's result in one form —
// the first day of the new terms, then for each position a line per seat: the successor of each
// current holder (his term then ends that day) or a free seat, each chosen by name from the
// accounts that may hold the office (console-kit/account-combobox.tsx). Lines left empty change
// nothing. Each term is entered as the Positions page would enter it (its holder and the holder it
// follows are emailed); a line the server refuses says why at that line, and the others are kept.
import { useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { PositionRow, TermRow } from '../../../../../contract/api/officer/positions.ts';
import { isTermDay } from '../../../../../contract/terms.ts';
import {
  AccountCombobox,
  type AccountOption,
} from '../../../../components/console-kit/account-combobox.tsx';
import { ActionButton } from '../../../../components/console-kit/read-only.tsx';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { failureText } from '../../../../components/form-kit/validation.ts';
import { useTimedMessage } from '../../../../lib/use-timed-message.ts';
import { addTerm, findCandidates } from '../api.ts';
import { candidateOption, newBoardLines, type NewBoardLine } from '../rules.ts';

type LineState = { kind: 'done'; text: string } | { kind: 'failed'; text: string };

export function NewBoardForm({
  positions,
  terms,
  today,
  headingId,
  onEntered,
  onCancel,
}: {
  positions: PositionRow[];
  terms: TermRow[];
  today: string;
  headingId: string;
  /** Some terms were entered (the page loads the positions again). */
  onEntered: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [lines] = useState(() => newBoardLines(positions, terms, today));
  const [startsOn, setStartsOn] = useState(today);
  const [chosen, setChosen] = useState<Record<string, AccountOption | null>>({});
  const [states, setStates] = useState<Record<string, LineState>>({});
  const [dayError, setDayError] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, showResult] = useTimedMessage();

  const enterLine = async (line: NewBoardLine, account: AccountOption): Promise<LineState> => {
    try {
      const answer = await addTerm({
        positionId: line.position.id,
        userId: account.id,
        startsOn,
        ...(line.follows && line.follows.startsOn < startsOn ? { replaces: line.follows.id } : {}),
      });
      return { kind: 'done', text: answer.message };
    } catch (error) {
      return { kind: 'failed', text: failureText(error, 'Not entered') };
    }
  };

  const submit = async () => {
    if (!isTermDay(startsOn)) {
      setDayError('The first day must be a day from 2000 to 2099.');
      document.getElementById(`${id}-start`)?.focus();
      return;
    }
    setDayError('');
    const asked = lines.filter((line) => chosen[line.key] && states[line.key]?.kind !== 'done');
    if (asked.length === 0) {
      showResult({ kind: 'danger', text: 'Choose at least one new officer by his name.' });
      return;
    }
    setBusy(true);
    const next = { ...states };
    // One after another: two lines of one position then see each other's seat.
    for (const line of asked) next[line.key] = await enterLine(line, chosen[line.key]!);
    setStates(next);
    setBusy(false);
    const done = asked.filter((line) => next[line.key]?.kind === 'done').length;
    const failed = asked.length - done;
    if (done > 0) onEntered();
    showResult(
      failed === 0
        ? {
            kind: 'success',
            text: `${done === 1 ? 'One term was' : `${done} terms were`} entered. Each starts on its day by itself.`,
          }
        : {
            kind: 'danger',
            text: `${done} entered; ${failed === 1 ? 'one line was' : `${failed} lines were`} not: each says why.`,
          },
    );
  };

  return (
    <form
      noValidate
      className="console-form new-board"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="form-text mt-0">
        For each office, type part of the new holder’s name and choose him from the list. A
        successor’s term follows the current holder’s, which ends the day the new one starts; both
        are told by email. Empty lines change nothing.
      </p>
      <Form.Group className="form-field mb-3 new-board__start">
        <Form.Label htmlFor={`${id}-start`}>First day of the new terms</Form.Label>
        <Form.Control
          id={`${id}-start`}
          type="date"
          value={startsOn}
          isInvalid={dayError !== ''}
          aria-describedby={dayError ? `${id}-start-error` : undefined}
          onChange={(event) => setStartsOn(event.target.value)}
        />
        {dayError ? (
          <div id={`${id}-start-error`} className="invalid-feedback d-block">
            {dayError}
          </div>
        ) : null}
      </Form.Group>
      <ul className="new-board__lines">
        {lines.map((line) => {
          const state = states[line.key];
          const inputId = `${id}-${line.key}`;
          const noteId = `${inputId}-note`;
          return (
            <li key={line.key} className="new-board__line">
              <AccountCombobox
                id={inputId}
                labelClassName="form-label new-board__label"
                label={
                  <>
                    {line.position.title}{' '}
                    <span className="new-board__follows">
                      {line.follows ? `after ${line.follows.name}` : 'a free seat'}
                    </span>
                  </>
                }
                search={async (q, signal) =>
                  (await findCandidates(line.position.id, q, signal)).candidates.map(
                    candidateOption,
                  )
                }
                chosen={chosen[line.key] ?? null}
                onChoose={(option) => {
                  setChosen((now) => ({ ...now, [line.key]: option }));
                  // A new choice after a refusal is a new question: the refusal goes.
                  if (states[line.key]?.kind === 'failed')
                    setStates(({ [line.key]: _gone, ...rest }) => rest);
                }}
                disabled={state?.kind === 'done'}
                error={state?.kind === 'failed' ? state.text : undefined}
                errorId={noteId}
              />
              {state?.kind === 'done' ? (
                <p id={noteId} className="new-board__done">
                  ✓ {state.text}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <FormResult result={result} className="mb-3" />
      <div className="console-form__actions">
        <ActionButton type="submit" variant="primary" disabled={busy}>
          {busy ? 'Entering...' : 'Enter the new board'}
        </ActionButton>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          Close
        </Button>
      </div>
    </form>
  );
}
