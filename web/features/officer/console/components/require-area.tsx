// A console page for one area: an officer without that area is told so instead of seeing the page
// (the server refuses its calls anyway, with the same words). An officer-elect sees the pages of
// his coming areas, under a line that says he can look but not change anything until his term
// starts (the server answers his changes 403 `not_yet`).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { areaLabels, type Area } from '../../../../../contract/officer-areas.ts';
import { paths } from '../../../../lib/paths.ts';
import { useStoredUser } from '../../../../lib/stored-user.ts';

export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const user = useStoredUser();
  if (user?.areas?.includes(area)) return children;
  if (user?.previewAreas?.includes(area))
    return (
      <>
        <p className="console-preview" role="note">
          Your term has not started: you can look at {areaLabels[area].toLowerCase()}, not change
          anything yet. Exports and the audit log open on your first day.
        </p>
        {children}
      </>
    );
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
