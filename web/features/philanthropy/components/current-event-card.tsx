// One current philanthropy event: when, where, the ticket price and its link. Bootstrap's card as
// plain markup: react-bootstrap's Card brings a dozen parts the page does not use (its first
// JavaScript is near its budget).
import { ExternalLink } from '../../../components/external-link.tsx';
import { Picture } from '../../../components/picture.tsx';
import { formatEventDates } from '../../../../contract/event-dates.ts';
import type { CurrentEvent } from '../../../lib/content/philanthropy.ts';
import { formatWholeDollars } from '../../../lib/format.ts';
import { philanthropyPicture } from '../images.ts';

export function CurrentEventCard({
  event,
  happening,
}: {
  event: CurrentEvent;
  /** Started and not over yet. */
  happening: boolean;
}) {
  return (
    <div className="card h-100 event-card">
      <Picture
        picture={philanthropyPicture(event.image)}
        alt=""
        sizes="(min-width: 992px) 360px, (min-width: 768px) 50vw, 100vw"
        className="card-img-top"
      />
      <div className="card-body d-flex flex-column">
        <h3 className="h4">{event.title}</h3>
        <p className="text-body-secondary small mb-2">{event.host}</p>
        {happening ? <p className="badge text-bg-success align-self-start">Happening now</p> : null}
        <dl className="event-card__facts">
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={event.date}>{formatEventDates(event.date, event.endDate)}</time>
            </dd>
          </div>
          {event.time ? (
            <div>
              <dt>Time</dt>
              <dd>{event.time}</dd>
            </div>
          ) : null}
          {event.location ? (
            <div>
              <dt>Location</dt>
              <dd>{event.location}</dd>
            </div>
          ) : null}
          {event.ticketPrice ? (
            <div>
              <dt>Tickets</dt>
              <dd>{formatWholeDollars(event.ticketPrice)} per ticket</dd>
            </div>
          ) : null}
        </dl>
        <p>{event.description}</p>
        <ExternalLink className="btn btn-primary mt-auto align-self-start" href={event.link.href}>
          {event.link.label}
        </ExternalLink>
      </div>
    </div>
  );
}
