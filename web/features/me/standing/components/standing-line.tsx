// A brother's standing in one line, for his home page (docs/product.md#standing): the word for it,
// what is still owed, and the way to the whole standing. It loads his standing itself; someone
// without one (an alumnus, or no semester holding today) sees nothing at all.
import { Link } from 'react-router';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { loadMyStanding } from '../api.ts';
import { statusWords } from '../rules.ts';
import '../../../../styles/account-security.scss';

/** The page that shows the whole standing, with the forms to ask for an excuse and log hours. */
const standingPath = '/me/standing';

export function StandingLine() {
  const load = useLoad(loadMyStanding, { key: 'me/standing' });
  const { state, data: standing } = load;
  // Standing is for active members: anyone else is refused, and has nothing to be told here.
  if (
    state.status === 'failed' &&
    state.error instanceof ApiRequestError &&
    state.error.status === 403
  )
    return null;
  if (state.status === 'failed') return <LoadFailure what="Your standing" load={load} />;
  if (!standing) return <output className="standing-line d-block">Loading your standing...</output>;
  if (!standing.semester) return null;
  // The first thing still owed, with its deadline; the rest is on the standing page.
  const owed = standing.advice[0];
  return (
    <p className={`standing-line standing-status--${standing.status}`}>
      <strong>{statusWords[standing.status]}</strong>
      {owed ? ` · ${owed}` : ''} <Link to={standingPath}>Your standing</Link>
    </p>
  );
}
