// The member's next required event (docs/product.md#check-in), for his home page: its title, day
// and time on the chapter's clock, what it counts for ("Required · 10 points"), and **Check in**
// while its door is open. Loads the calendar itself; shows nothing to anyone but an active member,
// nor when no required event is coming.
import { formatDay } from '../../../../../contract/dates.ts';
import { CheckInLink } from '../../../../components/check-in-link.tsx';
import { countsWords, doorOpen, nextRequired } from '../../../../lib/check-in-door.ts';
import { showsTime } from '../../../../lib/calendar-grid.ts';
import { useStoredUser } from '../../../../lib/stored-user.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { useNow } from '../../../../lib/use-now.ts';
import { loadEvents } from '../api.ts';
import '../../../../styles/check-in.scss';

export function NextRequiredEvent({ className = '' }: { className?: string }) {
  const user = useStoredUser();
  if (user?.role !== 'member') return null;
  return <NextRequired className={className} />;
}

function NextRequired({ className }: { className: string }) {
  const load = useLoad(async (signal) => (await loadEvents(signal)).events);
  const now = useNow();
  if (!load.data || now === null) return null;
  const event = nextRequired(load.data, now);
  if (!event) return null;
  const open = doorOpen(event, now);
  return (
    <section
      className={`next-required ${className}`.trim()}
      aria-labelledby="next-required-heading"
    >
      <h2 id="next-required-heading" className="next-required__label">
        Next required event
      </h2>
      <p className="next-required__title">{event.title}</p>
      <p className="next-required__when">
        {formatDay(event.date)}
        {showsTime(event.time) ? `, ${event.time}` : ''}
      </p>
      <p className="next-required__counts">{countsWords(event)}</p>
      {open ? (
        <CheckInLink event={event} className="btn btn-primary next-required__button" />
      ) : null}
    </section>
  );
}
