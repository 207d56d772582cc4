// Calendar (area `calendar`, docs/product.md#officer-console): the member calendar, a month as the
// members see it with each day's events to add, change and remove; and the alumni events with their
// RSVPs, attendees and waitlist. Leaving the page with a form's changes unsaved asks first.
import { useCallback, useState } from 'react';
import { useUnsavedChangesGuard } from '../../../../lib/unsaved-changes-guard.tsx';
import { AlumniEvents } from './alumni-events.tsx';
import { MemberCalendar } from './member-calendar.tsx';

export function CalendarPage() {
  const [memberDirty, setMemberDirty] = useState(false);
  const [alumniDirty, setAlumniDirty] = useState(false);
  const guard = useUnsavedChangesGuard(memberDirty || alumniDirty);
  const onMemberDirty = useCallback((dirty: boolean) => setMemberDirty(dirty), []);
  const onAlumniDirty = useCallback((dirty: boolean) => setAlumniDirty(dirty), []);
  return (
    <>
      <header className="console-header">
        <h1 className="console-header__title">Calendar</h1>
        <p className="console-header__lead">
          The members&apos; calendar and the alumni events. Changes show on the site at once.
        </p>
        <nav className="cal-jump" aria-label="On this page">
          <a href="#member-calendar">Member calendar</a>
          <a href="#alumni-events">Alumni events</a>
        </nav>
      </header>
      <div id="member-calendar" className="cal-anchor">
        <MemberCalendar onDirtyChange={onMemberDirty} />
      </div>
      <div id="alumni-events" className="cal-anchor">
        <AlumniEvents onDirtyChange={onAlumniDirty} />
      </div>
      {guard.dialog}
    </>
  );
}
