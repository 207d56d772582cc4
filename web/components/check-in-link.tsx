// **Check in**: the way to an event's check-in page, where a member types the code from the screen
// at the door (docs/product.md#check-in). Named after its event, as several may be on one page.
import { Link } from 'react-router';
import { checkInPath } from '../../contract/attendance.ts';

export function CheckInLink({
  event,
  className = 'btn btn-primary',
}: {
  event: { id: string; title: string };
  className?: string;
}) {
  return (
    <Link
      className={className}
      to={checkInPath(event.id)}
      aria-label={`Check in to ${event.title}`}
    >
      Check in
    </Link>
  );
}
