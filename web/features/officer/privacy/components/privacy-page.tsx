// Privacy (area `accounts`, docs/product.md#privacy): the chapter's default audience of each profile
// field and the widest each may be shown to. A default applies to whoever never chose, within the
// limit; a limit narrows every choice wider than it while it lasts, and moves no default. One Save
// sends only the fields that changed: first to the server's preview, and when the change would
// hide a filled field from anyone, the page says from whom and how many, and asks (Cancel first);
// the server audits each change and names the field it refuses, shown at that field's row.
import { useEffect, useId, useRef, useState } from 'react';
import type { ChapterPrivacy } from '../../../../../contract/api/privacy.ts';
import {
  audienceLabels,
  audienceMeaning,
  audiences,
  privacyFieldLabels,
  privacyFields,
  type Audience,
  type FieldRule,
  type PrivacyField,
  type PrivacyRules,
} from '../../../../../contract/privacy.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { RefusalNotice } from '../../../../components/console-kit/console-load-failure.tsx';
import { ConsoleSection } from '../../../../components/console-kit/console-section.tsx';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { LoadedSection } from '../../../../components/console-kit/loaded-section.tsx';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { refusalOf, type Refusal } from '../../../../components/console-kit/officer-access.ts';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { useConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import { useRunning } from '../../../../components/console-kit/use-running.ts';
import { useUnsavedChangesGuard } from '../../../../lib/unsaved-changes-guard.tsx';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadChapterPrivacy, previewChapterPrivacy, saveChapterPrivacy } from '../api.ts';
import {
  changedFields,
  defaultChoices,
  type FieldChanges,
  fieldNamed,
  hidingSentences,
  limitedDefaultText,
  narrowsChoices,
  pendingText,
  savedText,
  widestChoices,
  withDefault,
  withWidest,
} from '../privacy-rules.ts';
// The page's few styles come with its code.
import '../../../../styles/officer-privacy.scss';

export function PrivacyPage() {
  const load = useLoad((signal) => loadChapterPrivacy(signal));
  const id = useId();
  return (
    <>
      <ConsoleHeader
        title="Privacy"
        lead="Who sees each field of a brother’s profile, in the directories and on the board page, unless he chooses otherwise on his account page."
      />
      <ConsoleSection headingId={`${id}-how`} title="How it works">
        <p>
          <strong>
            A default applies to everyone who never chose; a limit narrows every choice wider than
            it, and the default too, while it lasts.
          </strong>{' '}
          Changing a default never overrides a brother’s own choice, and a limit never changes the
          default: widened again, everyone sees what they saw before. A change that hides a field
          from anyone says how many brothers it affects and asks before it is saved. Only the
          picture, the bio and LinkedIn may ever be public, and a brother’s email is never shown to
          other members.
        </p>
        <ul>
          {audiences.map((audience) => (
            <li key={audience}>
              <strong>{audienceLabels[audience]}</strong>: {audienceMeaning[audience]}.
            </li>
          ))}
        </ul>
      </ConsoleSection>
      <LoadedSection
        id={`${id}-rules`}
        title="Defaults and limits"
        what="The privacy settings"
        load={load}
      >
        {(data) => (
          <PrivacyForm
            saved={data.fields}
            headingId={`${id}-rules`}
            onSaved={(fields) => load.setData(() => ({ fields }))}
          />
        )}
      </LoadedSection>
    </>
  );
}

interface Row {
  field: PrivacyField;
  rule: FieldRule;
  saved: FieldRule;
}

interface FieldProblem {
  field: PrivacyField;
  message: string;
}

interface ColumnContext {
  problem: FieldProblem | null;
  changes: FieldChanges;
  errorId: (field: PrivacyField) => string;
  disabled: boolean;
  /** Keeps each select (`phone-widest`), to focus the one the server refused. */
  attach: (key: string) => (element: HTMLSelectElement | null) => void;
  change: (field: PrivacyField, rule: FieldRule) => void;
}

/** One select of a row: its field's default, or its widest allowed. */
function AudienceSelect({
  row,
  which,
  choices,
  onChoose,
  context,
}: {
  row: Row;
  which: 'default' | 'widest';
  choices: readonly Audience[];
  onChoose: (audience: Audience) => void;
  context: ColumnContext;
}) {
  const refused = context.problem?.field === row.field;
  return (
    <select
      ref={context.attach(`${row.field}-${which}`)}
      className={refused ? 'form-select is-invalid' : 'form-select'}
      aria-label={`${privacyFieldLabels[row.field]}: ${which === 'default' ? 'default' : 'widest allowed'}`}
      value={row.rule[which]}
      disabled={context.disabled}
      onChange={(event) => onChoose(event.target.value as Audience)}
      {...(refused
        ? { 'aria-invalid': true as const, 'aria-describedby': context.errorId(row.field) }
        : {})}
    >
      {choices.map((audience) => (
        <option key={audience} value={audience}>
          {audienceLabels[audience]}
        </option>
      ))}
    </select>
  );
}

/** The field's name, and under it the server's refusal or whether it changed. */
function FieldName({ row, context }: { row: Row; context: ColumnContext }) {
  const { problem, changes } = context;
  return (
    <>
      {privacyFieldLabels[row.field]}
      {problem?.field === row.field ? (
        <span id={context.errorId(row.field)} className="field-error d-block">
          {problem.message}
        </span>
      ) : changes[row.field] ? (
        <span className="data-table__sub">
          {narrowsChoices(row.saved, row.rule)
            ? 'Changed: narrows every choice wider than the new limit.'
            : 'Changed, not saved yet.'}
        </span>
      ) : null}
    </>
  );
}

/** The default's select, and under it what the default is while a narrower limit holds it. */
function DefaultCell({ row, context }: { row: Row; context: ColumnContext }) {
  const limited = limitedDefaultText(row.rule);
  return (
    <>
      <AudienceSelect
        row={row}
        which="default"
        choices={defaultChoices(row.field)}
        onChoose={(audience) => context.change(row.field, withDefault(row.rule, audience))}
        context={context}
      />
      {limited ? <span className="data-table__sub d-block mt-1">{limited}</span> : null}
    </>
  );
}

const privacyColumns = (context: ColumnContext): Column<Row>[] => [
  {
    key: 'field',
    header: 'Field',
    primary: true,
    cell: (row) => <FieldName row={row} context={context} />,
  },
  {
    key: 'default',
    header: 'Default',
    cell: (row) => <DefaultCell row={row} context={context} />,
  },
  {
    key: 'widest',
    header: 'Widest allowed',
    cell: (row) => (
      <AudienceSelect
        row={row}
        which="widest"
        choices={widestChoices(row.field)}
        onChoose={(audience) => context.change(row.field, withWidest(row.rule, audience))}
        context={context}
      />
    ),
  },
];

function PrivacyForm({
  saved,
  headingId,
  onSaved,
}: {
  saved: ChapterPrivacy['fields'];
  headingId: string;
  onSaved: (fields: ChapterPrivacy['fields']) => void;
}) {
  const [edited, setEdited] = useState<PrivacyRules>(saved);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const message = useResultMessage();
  const { running, run } = useRunning<'save'>();
  // The narrowing change the dialog asks about, as it was when Save was pressed.
  const asking = useConfirmAction<{ changes: FieldChanges; hides: string[] }>();
  const changes = changedFields(saved, edited);
  const dirty = Object.keys(changes).length > 0;
  const guard = useUnsavedChangesGuard(dirty);
  const selects = useRef(new Map<string, HTMLSelectElement>());
  const id = useId();
  // The refused field's select takes the focus once drawn enabled again (it is held while saving).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    selects.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const change = (field: PrivacyField, next: FieldRule) => {
    setEdited((now) => ({ ...now, [field]: next }));
    if (problem?.field === field) setProblem(null);
  };

  /** What the server refused, said at its field or as the page's message. */
  const refused = (error: unknown) => {
    const refusedAccess = refusalOf(error);
    if (refusedAccess) {
      setRefusal(refusedAccess);
      return;
    }
    const field =
      error instanceof ApiRequestError && error.status === 400
        ? fieldNamed((error.body as { field?: unknown } | undefined)?.field)
        : null;
    if (field && error instanceof ApiRequestError) {
      setProblem({ field, message: error.serverMessage ?? 'This is not allowed.' });
      focusNext.current = `${field}-widest`;
      message.show({
        kind: 'danger',
        text: `Nothing was saved: check ${privacyFieldLabels[field]}, marked in red.`,
      });
    } else message.failed(error, 'Nothing was saved');
  };

  const commit = async (sent: FieldChanges) => {
    try {
      const answer = await run('save', () => saveChapterPrivacy(sent));
      setEdited(answer.fields);
      onSaved(answer.fields);
      message.succeeded(savedText(sent), 10_000);
    } catch (error) {
      refused(error);
    }
  };

  // Save asks the server what the change would hide from whom first; a change that hides nothing
  // from anyone (a wider limit, a field nobody filled) is saved at once.
  const save = async () => {
    if (running || asking.target) return;
    message.clear();
    setRefusal(null);
    setProblem(null);
    if (!dirty) {
      message.show({ kind: 'info', text: 'Nothing to save: no field has changed.' }, 5000);
      return;
    }
    let hides: string[];
    try {
      hides = hidingSentences((await run('save', () => previewChapterPrivacy(changes))).changes);
    } catch (error) {
      refused(error);
      return;
    }
    if (hides.length > 0) asking.ask({ changes, hides });
    else await commit(changes);
  };

  const columns = privacyColumns({
    problem,
    changes,
    errorId: (field) => `${id}-${field}-error`,
    disabled: running !== null,
    attach: (key) => (element) => {
      if (element) selects.current.set(key, element);
      else selects.current.delete(key);
    },
    change,
  });

  const rows: Row[] = privacyFields.map((field) => ({
    field,
    rule: edited[field],
    saved: saved[field],
  }));

  return (
    <KitForm
      noValidate
      className="privacy-rules"
      aria-labelledby={headingId}
      onSubmit={() => void save()}
    >
      <DataTable
        caption="Privacy defaults and limits"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.field}
        summary={pendingText(changes)}
        emptyText="No fields."
      />
      {refusal ? <RefusalNotice refusal={refusal} /> : null}
      <FormResult result={message.result} className="mt-3" />
      <div className="console-form__actions">
        <button type="submit" className="btn btn-primary" disabled={running !== null}>
          {running ? 'Saving...' : 'Save'}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={running !== null || !dirty}
          onClick={() => {
            setEdited(saved);
            setProblem(null);
            message.clear();
          }}
        >
          Undo the changes
        </button>
      </div>
      <ConfirmDialog
        {...asking.dialogProps}
        title="Hide these fields?"
        confirmLabel="Save"
        busyLabel="Saving..."
        onConfirm={() => void asking.run((target) => commit(target.changes))}
      >
        {asking.target?.hides.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
        <p className="mb-0">Save?</p>
      </ConfirmDialog>
      {guard.dialog}
    </KitForm>
  );
}
