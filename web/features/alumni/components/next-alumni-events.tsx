// An alumnus's next alumni events, for his home (docs/product.md#your-home): the next three, each
// with its day and his answer (going, on the waitlist, or not answered while RSVPs are open), and
// the way to the alumni page, where he answers.
import { Link } from 'react-router';
import { formatDay } from '../../../../contract/dates.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { chapter } from '../../../lib/content/chapter.ts';
import { paths } from '../../../lib/paths.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { useNow } from '../../../lib/use-now.ts';
import { fetchAlumniEvents } from '../api.ts';
import { upcomingAndPast } from '../events.ts';

const shown = 3;

export function NextAlumniEvents() {
  const load = useLoad(async () => (await fetchAlumniEvents()).events);
  const now = useNow();
  const upcoming =
    load.data && now !== null
      ? upcomingAndPast(load.data, now, chapter.timeZone).upcoming.slice(0, shown)
      : null;
  return (
    <section className="me-office" aria-labelledby="next-alumni-events-heading">
      <h2 id="next-alumni-events-heading" className="me-office__label">
        Your next alumni events
      </h2>
      <LoadFailure what="The alumni events" load={load} />
      {load.state.status === 'loading' ? <output className="d-block">Loading...</output> : null}
      {upcoming && upcoming.length === 0 ? <p>No alumni events are planned right now.</p> : null}
      {upcoming && upcoming.length > 0 ? (
        <ul className="list-unstyled mb-2">
          {upcoming.map(({ event, rsvpOpen }) => (
            <li key={event.id} className="mb-2">
              <strong>{event.title}</strong>
              <span className="d-block">
                {formatDay(event.sortDate)}
                {event.rsvp === 'attending'
                  ? ' · You are going'
                  : event.rsvp === 'waitlisted'
                    ? ' · You are on the waitlist'
                    : rsvpOpen
                      ? ' · You have not answered'
                      : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Link className="btn btn-outline-primary" to={paths.alumni}>
        All alumni events and RSVPs
      </Link>
    </section>
  );
}
