// The alumni events in the console (docs/product.md#officer-console): upcoming, then past; add, edit
// and delete (an event with RSVPs asks what happens to them: email them that it is cancelled, or
// remove them without a word); for each event taking RSVPs, the places taken and the waitlist, and
// its attendees and waitlist with their emails, each 25 at a time, and both as a CSV file.
import { useId, useRef, useState } from 'react';
import type { OfficerAlumniEvent } from '../../../../../contract/api/officer/calendar.ts';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { useConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import { useListEditor } from '../../../../components/console-kit/use-list-editor.ts';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadAlumniEvents } from '../api.ts';
import { browserToday, splitAlumniEvents, withTitle } from '../rules.ts';
import { AlumniEventForm } from './alumni-event-form.tsx';
import { AlumniEventList } from './alumni-event-list.tsx';
import { DeleteAlumniEventDialog } from './delete-alumni-event.tsx';
import { useFocusLater } from './focus-later.ts';

type Editing = { kind: 'add' } | { kind: 'edit'; event: OfficerAlumniEvent };
const editingKey = (editing: Editing) => (editing.kind === 'add' ? 'add' : editing.event.key);

export function AlumniEvents({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const [today] = useState(browserToday);
  // A write asks again for the events and for the attendee lists open below them.
  const load = useLoad((signal) => loadAlumniEvents(signal), {
    key: 'officer/calendar/alumni-events',
  });
  const events = load.data?.events ?? null;
  const formHeading = useRef<HTMLHeadingElement>(null);
  const editor = useListEditor<Editing>({ keyOf: editingKey, formHeading, onDirtyChange });
  const { editing } = editor;
  const message = useResultMessage();
  const [open, setOpen] = useState<string | null>(null);
  const deleting = useConfirmAction<OfficerAlumniEvent>();
  const id = useId();
  const sectionHeading = useRef<HTMLHeadingElement>(null);
  const focusLater = useFocusLater();

  const { upcoming, past } = splitAlumniEvents(events ?? [], today);
  const types = [...new Set((events ?? []).map((event) => event.type))].toSorted();

  const listProps = {
    open,
    onToggle: (key: string) => setOpen(open === key ? null : key),
    onEdit: (event: OfficerAlumniEvent) => editor.open({ kind: 'edit', event }),
    onDelete: deleting.ask,
  };

  return (
    <section className="console-section" aria-labelledby={`${id}-heading`}>
      <h2
        id={`${id}-heading`}
        className="console-section__title"
        ref={sectionHeading}
        tabIndex={-1}
      >
        Alumni events
      </h2>
      <p className="console-section__lead">
        The events on the alumni page, with their RSVPs. Past capacity, RSVPs go to a waitlist; when
        someone withdraws, the first waiting moves up and is emailed.
      </p>
      <FormResult result={message.result} className="mb-3" />
      <div className="cal-toolbar">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => editor.open({ kind: 'add' })}
        >
          Add an alumni event
        </button>
        <a
          className="btn btn-outline-secondary"
          href="/api/officer/alumni-events?format=csv"
          download
        >
          Download CSV
        </a>
      </div>

      {editing ? (
        <div className="cal-panel">
          <h3 className="cal-panel__title" id={`${id}-form`} ref={formHeading} tabIndex={-1}>
            {editing.kind === 'add' ? 'Add an alumni event' : `Edit “${editing.event.title}”`}
          </h3>
          <AlumniEventForm
            key={editor.opened}
            event={editing.kind === 'edit' ? editing.event : null}
            date={today}
            types={types}
            headingId={`${id}-form`}
            onDirtyChange={editor.onDirtyChange}
            onCancel={() => editor.cancel(() => focusLater(sectionHeading.current))}
            onSaved={(saved, said) => {
              message.succeeded(withTitle(said, saved.title), 10_000);
              editor.saved();
              invalidate('officer/calendar/alumni-events');
              sectionHeading.current?.focus();
            }}
          />
        </div>
      ) : null}

      {load.state.status === 'failed' ? (
        <ConsoleLoadFailure what="The alumni events" load={load} />
      ) : events === null ? (
        <output className="data-table__note">Loading...</output>
      ) : (
        <>
          <h3 className="alumni-admin__group">Upcoming</h3>
          <AlumniEventList events={upcoming} empty="No upcoming alumni events." {...listProps} />
          <h3 className="alumni-admin__group">Past</h3>
          <AlumniEventList events={past} empty="No past alumni events." {...listProps} />
        </>
      )}

      <DeleteAlumniEventDialog
        deleting={deleting}
        message={message}
        onDeleted={(event) => {
          if (open === event.key) setOpen(null);
          if (editing?.kind === 'edit' && editing.event.key === event.key) editor.close();
        }}
        onChanged={() => invalidate('officer/calendar/alumni-events')}
        onExited={() => {
          if (deleting.finished) focusLater(sectionHeading.current);
          deleting.exited();
        }}
      />
      {editor.dialog}
    </section>
  );
}
