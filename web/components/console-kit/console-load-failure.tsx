// What a console section shows when its load failed: the server's refusal said plainly (two-factor
// needed, with the way to turn it on; or not this officer's area), else the usual failure with Retry.
import { Link } from 'react-router';
import { refusalOf, type Refusal } from '../../lib/console-kit/officer-access.ts';
import { twoFactorSettingsPath } from '../../lib/console-kit/account-sections.ts';
import { useStoredUser } from '../../lib/stored-user.ts';
import type { Load } from '../../lib/use-load.ts';
import { LoadFailure } from '../load-failure.tsx';

export function RefusalNotice({ refusal }: { refusal: Refusal }) {
  const user = useStoredUser();
  return (
    <div className="console-refusal" role="alert">
      <p className="console-refusal__text">
        <strong>
          {refusal.kind === 'two-factor' ? 'Two-factor authentication needed.' : 'Not available.'}
        </strong>{' '}
        {refusal.message}
      </p>
      {refusal.kind === 'two-factor' ? (
        <Link className="btn btn-primary" to={twoFactorSettingsPath(user?.role)}>
          Turn on two-factor authentication
        </Link>
      ) : null}
    </div>
  );
}

export function ConsoleLoadFailure<T>({ what, load }: { what: string; load: Load<T> }) {
  if (load.state.status !== 'failed') return null;
  const refusal = refusalOf(load.state.error);
  return refusal ? <RefusalNotice refusal={refusal} /> : <LoadFailure what={what} load={load} />;
}
