// /check-in (docs/product.md#check-in): the events a member can check in to today, the chapter's
// day on its clock — each with its time, its door and a **Check in** link to its page, where he
// types the code from the screen (no camera needed). With none, it says so and leads to the
// calendar.
import { Link } from 'react-router';
import { isAllDay } from '../../../../../contract/attendance.ts';
import { formatDay, formatTime } from '../../../../../contract/dates.ts';
import { localDate } from '../../../../../contract/event-dates.ts';
import { CheckInLink } from '../../../../components/check-in-link.tsx';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { showsTime } from '../../../../lib/calendar-grid.ts';
import {
  countsWords,
  doorOpen,
  todaysCheckIns,
  type CountedEvent,
} from '../../../../lib/check-in-door.ts';
import { chapter } from '../../../../lib/content/chapter.ts';
import { paths } from '../../../../lib/paths.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { useNow } from '../../../../lib/use-now.ts';
import { loadEvents } from '../api.ts';
import { MembersOnly } from './members-only.tsx';
import '../../../../styles/check-in.scss';

export function TodaysCheckInsPage() {
  return (
    <section className="container section check-in-page">
      <h1 className="check-in-page__title">Check in</h1>
      <MembersOnly>
        <TodaysCheckIns />
      </MembersOnly>
    </section>
  );
}

/** "Check-in open until 11:00 PM", "Check-in opens at 6:30 PM", on the chapter's clock. */
function doorText(event: CountedEvent, now: number) {
  const { opensAt, closesAt } = event.counts.checkIn;
  if (isAllDay(event)) return 'Check-in open all day';
  return doorOpen(event, now)
    ? `Check-in open until ${formatTime(closesAt, chapter.timeZone)}`
    : `Check-in opens at ${formatTime(opensAt, chapter.timeZone)}`;
}

function TodaysCheckIns() {
  const load = useLoad(async (signal) => (await loadEvents(signal)).events);
  const now = useNow();
  if (load.state.status === 'failed') return <LoadFailure what="Today's events" load={load} />;
  if (!load.data || now === null) return <output className="d-block">Loading...</output>;
  const events = todaysCheckIns(load.data, now, chapter.timeZone);
  return (
    <>
      <p className="text-body-secondary">{formatDay(localDate(now, chapter.timeZone))}</p>
      {events.length === 0 ? (
        <div className="check-in-card">
          <p>No events to check in to today.</p>
          <Link to={paths.activeMembers}>See the chapter calendar</Link>
        </div>
      ) : (
        <ul className="check-in-list" aria-label="Today's events">
          {events.map((event) => (
            <li key={event.id} className="check-in-card check-in-list__item">
              <p className="check-in-card__event mb-1">
                <strong>{event.title}</strong>
              </p>
              <p className="mb-1">{showsTime(event.time) ? event.time : 'All day'}</p>
              <p className="check-in-list__counts mb-1">{countsWords(event)}</p>
              <p className="check-in-card__door">{doorText(event, now)}</p>
              <CheckInLink event={event} className="btn btn-primary btn-lg check-in-card__button" />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
