// A console page for one area: an officer without that area is told so instead of seeing the page
// (the server refuses its calls anyway, with the same words). An officer-elect sees the pages of
// his coming areas, under a line that says until when he can look but not change anything; the
// page is read-only for him (components/console-kit/read-only.tsx: the kit's controls that would
// be refused, 403 `not_yet`, are disabled with that line as their reason), and a page the server
// keeps from him until his first day (the audit log, the export) says when it opens instead.
import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { areaLabels, type Area } from '../../../../../contract/officer-areas.ts';
import { consoleRouteAt } from '../../../../components/console-kit/console-routes.ts';
import { ReadOnlyProvider } from '../../../../components/console-kit/read-only.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useStoredUser } from '../../../../lib/stored-user.ts';
import { closedToElect } from '../console-pages.ts';
import { electClosedText, electReason, useElectOffices } from '../elect.tsx';

export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const user = useStoredUser();
  const offices = useElectOffices();
  const { pathname } = useLocation();
  const noteId = useId();
  if (user?.areas?.includes(area)) return children;
  if (user?.previewAreas?.includes(area)) {
    if (closedToElect(consoleRouteAt(pathname).key))
      return (
        <div className="console-gate console-gate--inline">
          <h1 className="console-gate__title">Not open to you yet</h1>
          <p>{electClosedText(offices)}</p>
          <Link className="btn btn-primary" to={paths.officers}>
            Back to the console
          </Link>
        </div>
      );
    const reason = electReason(offices);
    return (
      <ReadOnlyProvider reason={reason} noteId={noteId}>
        <p id={noteId} className="console-preview" role="note">
          {reason} Exports, CSV lists and the audit log open on your first day.
        </p>
        {children}
      </ReadOnlyProvider>
    );
  }
  return (
    <div className="console-gate console-gate--inline">
      <h1 className="console-gate__title">Not one of your areas</h1>
      <p>
        This page is for officers responsible for {areaLabels[area].toLowerCase()}. Console areas
        come with the positions you hold: an officer who manages accounts enters your term on the
        Positions page.
      </p>
      <Link className="btn btn-primary" to={paths.officers}>
        Back to the console
      </Link>
    </div>
  );
}
