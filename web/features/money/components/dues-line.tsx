// A member's dues in one line, for his home (docs/money.md): paid, on a plan or overdue with what
// is due next, and the way to his dues page. It loads his dues itself; a refusal (an account the
// dues are not kept for) shows nothing.
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { loadMyDues } from '../api.ts';
import { balanceLine } from '../words.ts';
import '../../../styles/dues.scss';

export function DuesLine() {
  const load = useLoad(loadMyDues, { key: 'me/dues' });
  const { state, data: dues } = load;
  if (
    state.status === 'failed' &&
    state.error instanceof ApiRequestError &&
    state.error.status === 403
  )
    return null;
  if (state.status === 'failed') return <LoadFailure what="Your dues" load={load} />;
  if (!dues) return <output className="dues-line d-block">Loading your dues...</output>;
  return (
    <p className={`dues-line dues-summary--${dues.status}`}>
      <strong>Dues:</strong> {balanceLine(dues)} <Link to={paths.myDues}>Your dues</Link>
    </p>
  );
}
