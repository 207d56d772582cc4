// A console page for one area: an officer without that area is told so instead of seeing the page
// (the server refuses its calls anyway, with the same words).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { areaLabels, type Area } from '../../../../contract/officer-areas.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';

export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const user = useStoredUser();
  if (user?.areas?.includes(area)) return children;
  return (
    <div className="console-gate console-gate--inline">
      <h1 className="console-gate__title">Not one of your areas</h1>
      <p>
        This page is for officers responsible for {areaLabels[area].toLowerCase()}. An officer who
        manages accounts can add the area to your account.
      </p>
      <Link className="btn btn-primary" to={paths.officers}>
        Back to the console
      </Link>
    </div>
  );
}
