// An alumni event's attendees and waitlist in the console, with their emails, each a page of 25 at
// a time from the server, and both as a CSV file.
import { useState } from 'react';
import type {
  Attendee,
  AttendeeList,
  OfficerAlumniEvent,
} from '../../../../../contract/api/officer/calendar.ts';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { formatDateTime } from '../../../../components/console-kit/dates.ts';
import { serverPager, showingText } from '../../../../components/console-kit/table-paging.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadAttendees } from '../api.ts';
import { attendeeListWords, attendeesCsvPath } from '../rules.ts';

export function Attendees({ event, id }: { event: OfficerAlumniEvent; id: string }) {
  return (
    <section className="attendees" id={id} aria-label={`Attendees of ${event.title}`}>
      <People event={event} list="attending" />
      <People event={event} list="waitlist" />
      <a className="btn btn-outline-secondary btn-sm" href={attendeesCsvPath(event.key)} download>
        Download CSV<span className="visually-hidden"> of the attendees of {event.title}</span>
      </a>
    </section>
  );
}

const attendeesPageSize = 25;
const attendeeColumns: Column<Attendee>[] = [
  { key: 'name', header: 'Name', primary: true, cell: (person) => person.name },
  {
    key: 'email',
    header: 'Email',
    cell: (person) => (
      <a href={`mailto:${person.email}`} className="attendees__email">
        {person.email}
      </a>
    ),
  },
  { key: 'position', header: 'Place', cell: (person) => person.position },
  { key: 'at', header: 'RSVPed', cell: (person) => formatDateTime(person.at) },
];

/**
 * One of the event's lists, a page at a time from the server; asked again when a change of the
 * alumni events invalidates them.
 */
function People({ event, list }: { event: OfficerAlumniEvent; list: AttendeeList }) {
  const [page, setPage] = useState(1);
  const load = useLoad(
    (signal) => loadAttendees(event.key, { list, page, pageSize: attendeesPageSize }, signal),
    { key: 'officer/calendar/alumni-events/attendees', deps: [event.key, list, page] },
  );
  const answer = load.data;
  const { title, empty, noun } = attendeeListWords[list];
  const total = answer?.total ?? 0;
  return (
    <div className="attendees__list">
      <h5 className="attendees__title">
        {title}
        {answer ? ` (${total.toLocaleString('en-US')})` : ''}
      </h5>
      <DataTable
        caption={title}
        columns={attendeeColumns}
        rows={answer?.people ?? null}
        stale={load.stale}
        rowKey={(person) => String(person.position)}
        summary={answer ? showingText(page, attendeesPageSize, total, noun) : undefined}
        failure={
          load.state.status === 'failed' ? (
            <ConsoleLoadFailure what={`The ${title.toLowerCase()} list`} load={load} />
          ) : undefined
        }
        emptyText={empty}
        pager={{
          ...serverPager(page, attendeesPageSize, total, setPage),
        }}
      />
    </div>
  );
}
