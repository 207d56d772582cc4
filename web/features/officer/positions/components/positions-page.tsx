// Positions (area `accounts`, docs/product.md#positions-and-terms): the chapter's offices, each with
// its timeline of terms — who holds it, who comes (an elect reads his coming areas from 14 days
// before), and the past officers — with the forms to add or change a position, enter a term (or a
// successor, which ends the predecessor's term the day it starts), end a term or delete one that
// has not started. Console access follows the terms by itself, day by day.
import { useId, useRef, useState } from 'react';
import type { PositionRow, TermRow } from '../../../../../contract/api/officer/positions.ts';
import { areaLabels } from '../../../../../contract/officer-areas.ts';
import { addDays } from '../../../../../contract/terms.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { LoadedSection } from '../../../../components/console-kit/loaded-section.tsx';
import { ActionButton, DownloadLink } from '../../../../components/console-kit/read-only.tsx';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { useConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import { useListEditor } from '../../../../components/console-kit/use-list-editor.ts';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useUnsavedChangesGuard } from '../../../../lib/unsaved-changes-guard.tsx';
import { useLoad } from '../../../../lib/use-load.ts';
import {
  endTerm,
  loadPositions,
  loadTerms,
  removePosition,
  removeTerm,
  termsCsvPath,
} from '../api.ts';
import { dayText, termDays, timelineOf } from '../rules.ts';
import { NewBoardForm } from './new-board-form.tsx';
import { PositionForm } from './position-form.tsx';
import { TermForm } from './term-form.tsx';

type Editing =
  | { kind: 'new-board' }
  | { kind: 'add-position' }
  | { kind: 'edit-position'; position: PositionRow }
  | { kind: 'add-term'; position: PositionRow };
const editingKey = (editing: Editing) =>
  editing.kind === 'add-position' || editing.kind === 'new-board'
    ? editing.kind
    : `${editing.kind}-${editing.position.id}`;

export function PositionsPage() {
  const load = useLoad(
    async (signal) => {
      const [positions, terms] = await Promise.all([loadPositions(signal), loadTerms(signal)]);
      return {
        positions: positions.positions,
        terms: terms.terms,
        today: terms.today,
        you: terms.you,
      };
    },
    { key: 'officer/positions' },
  );
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const editor = useListEditor<Editing>({
    keyOf: editingKey,
    formHeading,
    onDirtyChange: setDirty,
  });
  const message = useResultMessage();
  // Today on the chapter's calendar, as the server answered it (each status is worked out for it).
  const today = load.data?.today ?? '';
  const ending = useConfirmAction<TermRow>();
  const [endDay, setEndDay] = useState('');
  const removingTerm = useConfirmAction<TermRow>();
  const removingPosition = useConfirmAction<PositionRow>();
  const id = useId();

  const failed = (what: string) => (error: unknown) => message.failed(error, what);

  return (
    <>
      <ConsoleHeader
        title="Positions"
        lead="The chapter’s offices and who holds each, from a day to a day. Console access follows the terms by itself: it starts on a term’s first day and ends on its end day."
      />
      <FormResult result={message.result} className="mb-3" />
      <div className="console-actions mb-3">
        <ActionButton
          variant="primary"
          disabled={!load.data}
          onClick={() => editor.open({ kind: 'new-board' })}
        >
          Enter the new board
        </ActionButton>
        <ActionButton
          variant="outline-primary"
          onClick={() => editor.open({ kind: 'add-position' })}
        >
          Add a position
        </ActionButton>
        <DownloadLink className="btn btn-outline-secondary" href={termsCsvPath}>
          Download every term (CSV)
        </DownloadLink>
      </div>

      {editor.editing ? (
        <section className="cal-panel" aria-labelledby={`${id}-form`}>
          <h2 className="cal-panel__title" id={`${id}-form`} ref={formHeading} tabIndex={-1}>
            {editor.editing.kind === 'new-board'
              ? 'Enter the new board'
              : editor.editing.kind === 'add-position'
                ? 'Add a position'
                : editor.editing.kind === 'edit-position'
                  ? `Edit ${editor.editing.position.title}`
                  : `Enter a term as ${editor.editing.position.title}`}
          </h2>
          {editor.editing.kind === 'new-board' ? (
            load.data ? (
              <NewBoardForm
                key={editor.opened}
                positions={load.data.positions}
                terms={load.data.terms}
                today={today}
                headingId={`${id}-form`}
                onEntered={() => invalidate('officer/positions')}
                onCancel={() => editor.close()}
              />
            ) : null
          ) : editor.editing.kind === 'add-term' ? (
            <TermForm
              key={editor.opened}
              position={editor.editing.position}
              holders={(load.data?.terms ?? []).filter(
                (term) =>
                  editor.editing?.kind === 'add-term' &&
                  term.positionId === editor.editing.position.id &&
                  term.status !== 'past',
              )}
              today={today}
              headingId={`${id}-form`}
              onDirtyChange={editor.onDirtyChange}
              onCancel={() => editor.cancel()}
              onSaved={(_term, said) => {
                message.succeeded(said, 10_000);
                editor.saved();
                invalidate('officer/positions');
              }}
            />
          ) : (
            <PositionForm
              key={editor.opened}
              position={editor.editing.kind === 'edit-position' ? editor.editing.position : null}
              ownPosition={
                editor.editing.kind === 'edit-position' &&
                (load.data?.terms ?? []).some(
                  (term) =>
                    editor.editing?.kind === 'edit-position' &&
                    term.positionId === editor.editing.position.id &&
                    term.userId === load.data?.you &&
                    term.status !== 'past',
                )
              }
              headingId={`${id}-form`}
              onDirtyChange={editor.onDirtyChange}
              onCancel={() => editor.cancel()}
              onSaved={(_position, said) => {
                message.succeeded(said, 10_000);
                editor.saved();
                invalidate('officer/positions');
              }}
            />
          )}
        </section>
      ) : null}

      <LoadedSection id={`${id}-offices`} title="Offices" what="The positions" load={load}>
        {({ positions, terms }) =>
          positions.length === 0 ? (
            <p>No position yet. Add the chapter’s offices, then enter who holds each.</p>
          ) : (
            <div className="position-list">
              {positions.map((position) => (
                <PositionCard
                  key={position.id}
                  position={position}
                  terms={terms.filter((term) => term.positionId === position.id)}
                  onEdit={() => editor.open({ kind: 'edit-position', position })}
                  onAddTerm={() => editor.open({ kind: 'add-term', position })}
                  onEnd={(term) => {
                    // Today ends it now; a term that started today can end tomorrow at the earliest.
                    setEndDay(today > term.startsOn ? today : addDays(term.startsOn, 1));
                    ending.ask(term);
                  }}
                  onDeleteTerm={removingTerm.ask}
                  onDelete={() => removingPosition.ask(position)}
                />
              ))}
            </div>
          )
        }
      </LoadedSection>

      <ConfirmDialog
        {...ending.dialogProps}
        title={ending.target ? `End ${ending.target.name}’s term?` : 'End the term?'}
        confirmLabel="End the term"
        busyLabel="Ending..."
        onConfirm={() =>
          void ending.run(async (term) => {
            try {
              const answer = await endTerm(term.id, endDay);
              message.succeeded(answer.message, 10_000);
              invalidate('officer/positions');
            } catch (error) {
              failed('The term was not changed')(error);
            }
          })
        }
      >
        <label className="form-label" htmlFor={`${id}-end`}>
          End day (the first day he no longer holds it)
        </label>
        <input
          id={`${id}-end`}
          type="date"
          className="form-control mb-2"
          value={endDay}
          min={ending.target ? addDays(ending.target.startsOn, 1) : undefined}
          onChange={(event) => setEndDay(event.target.value)}
        />
        <p className="mb-0 form-text">
          {ending.target?.position}: his console areas end that day. Today ends them now.
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        {...removingTerm.dialogProps}
        title="Delete this coming term?"
        confirmLabel="Delete the term"
        busyLabel="Deleting..."
        onConfirm={() =>
          void removingTerm.run(async (term) => {
            try {
              const answer = await removeTerm(term.id);
              message.succeeded(answer.message, 10_000);
              invalidate('officer/positions');
            } catch (error) {
              failed('The term was not deleted')(error);
            }
          })
        }
      >
        <p className="mb-0">
          {removingTerm.target
            ? `${removingTerm.target.name} as ${removingTerm.target.position}, ${termDays(removingTerm.target)}.`
            : ''}{' '}
          A term that has started is ended instead, and stays in the history.
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        {...removingPosition.dialogProps}
        title="Delete this position?"
        confirmLabel="Delete the position"
        busyLabel="Deleting..."
        onConfirm={() =>
          void removingPosition.run(async (position) => {
            try {
              const answer = await removePosition(position.id);
              message.succeeded(answer.message, 10_000);
              invalidate('officer/positions');
            } catch (error) {
              failed('The position was not deleted')(error);
            }
          })
        }
      >
        <p className="mb-0">
          {removingPosition.target?.title} has no terms, so nothing of the chapter’s history goes
          with it.
        </p>
      </ConfirmDialog>
      {editor.dialog}
      {guard.dialog}
    </>
  );
}

function PositionCard({
  position,
  terms,
  onEdit,
  onAddTerm,
  onEnd,
  onDeleteTerm,
  onDelete,
}: {
  position: PositionRow;
  terms: TermRow[];
  onEdit: () => void;
  onAddTerm: () => void;
  onEnd: (term: TermRow) => void;
  onDeleteTerm: (term: TermRow) => void;
  onDelete: () => void;
}) {
  const { current, elect, past } = timelineOf(terms);
  const headingId = `position-${position.id}`;
  const facts = [
    position.board ? 'On the board' : 'Not on the board',
    position.seats === 1 ? '1 seat' : `${position.seats} seats`,
    position.areas.length
      ? `Console: ${position.areas.map((area) => areaLabels[area]).join(', ')}`
      : 'No console areas',
    ...(position.alumniMayHold ? ['Open to alumni'] : []),
  ];
  return (
    <article className="position-card" aria-labelledby={headingId}>
      <header className="position-card__header">
        <h3 id={headingId} className="position-card__title">
          {position.title}
        </h3>
        <p className="position-card__facts">{facts.join(' · ')}</p>
      </header>
      <TermList
        label="Holds it"
        empty="Nobody holds it today."
        terms={current}
        onEnd={onEnd}
        onDelete={onDeleteTerm}
      />
      {elect.length > 0 ? (
        <TermList label="Elect" empty="" terms={elect} onEnd={onEnd} onDelete={onDeleteTerm} />
      ) : null}
      {past.length > 0 ? (
        <details className="position-card__past">
          <summary>Past officers ({past.length})</summary>
          <ul className="term-list">
            {past.map((term) => (
              <li key={term.id} className="term-list__item">
                <span className="term-list__name">{term.name}</span>
                <span className="term-list__days">
                  {dayText(term.startsOn)} – {term.endsOn ? dayText(term.endsOn) : ''}
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="position-card__actions">
        <ActionButton variant="primary" size="sm" onClick={onAddTerm}>
          Enter a term<span className="visually-hidden"> as {position.title}</span>
        </ActionButton>
        <ActionButton variant="outline-secondary" size="sm" onClick={onEdit}>
          Edit<span className="visually-hidden"> {position.title}</span>
        </ActionButton>
        {terms.length === 0 ? (
          <ActionButton variant="outline-danger" size="sm" onClick={onDelete}>
            Delete<span className="visually-hidden"> {position.title}</span>
          </ActionButton>
        ) : null}
      </div>
    </article>
  );
}

function TermList({
  label,
  empty,
  terms,
  onEnd,
  onDelete,
}: {
  label: string;
  empty: string;
  terms: TermRow[];
  onEnd: (term: TermRow) => void;
  onDelete: (term: TermRow) => void;
}) {
  return (
    <div className="term-group">
      <h4 className="term-group__label">{label}</h4>
      {terms.length === 0 ? (
        <p className="term-group__empty">{empty}</p>
      ) : (
        <ul className="term-list">
          {terms.map((term) => (
            <li key={term.id} className="term-list__item">
              <span className="term-list__name">{term.name}</span>
              <span className="term-list__days">{termDays(term)}</span>
              <span className="term-list__actions">
                <ActionButton variant="outline-secondary" size="sm" onClick={() => onEnd(term)}>
                  {term.endsOn ? 'Change the end' : 'End'}
                  <span className="visually-hidden"> of {term.name}’s term</span>
                </ActionButton>
                {term.status === 'elect' ? (
                  <ActionButton variant="outline-danger" size="sm" onClick={() => onDelete(term)}>
                    Delete<span className="visually-hidden"> {term.name}’s coming term</span>
                  </ActionButton>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
