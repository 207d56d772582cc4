// What a console section shows when its load failed: the server's refusal said plainly (two-factor
// needed, with the way to turn it on, or to log in again with the code when it is on but this
// session was opened without it; or not this officer's area), else the usual failure with Retry.
import { Button } from 'react-bootstrap';
import { Link, useLocation } from 'react-router';
import { refusalOf, type Refusal } from './officer-access.ts';
import { twoFactorSettingsPath } from './account-sections.ts';
import { useLogInAgain } from '../../lib/session.ts';
import { useStoredUser } from '../../lib/stored-user.ts';
import type { Load } from '../../lib/use-load.ts';
import { LoadFailure } from '../load-failure.tsx';

export function RefusalNotice({ refusal }: { refusal: Refusal }) {
  const user = useStoredUser();
  const logInAgain = useLogInAgain();
  const { pathname } = useLocation();
  return (
    <div className="console-refusal" role="alert">
      <p className="console-refusal__text">
        <strong>
          {refusal.kind === 'two-factor' ? 'Two-factor authentication needed.' : 'Not available.'}
        </strong>{' '}
        {refusal.message}
      </p>
      {refusal.kind !== 'two-factor' ? null : user?.twoFactorEnabled ? (
        <Button variant="primary" onClick={() => logInAgain(pathname)}>
          Log in again with your code
        </Button>
      ) : (
        <Link className="btn btn-primary" to={twoFactorSettingsPath(user?.role)}>
          Turn on two-factor authentication
        </Link>
      )}
    </div>
  );
}

export function ConsoleLoadFailure<T>({ what, load }: { what: string; load: Load<T> }) {
  if (load.state.status !== 'failed') return null;
  const refusal = refusalOf(load.state.error);
  return refusal ? <RefusalNotice refusal={refusal} /> : <LoadFailure what={what} load={load} />;
}
