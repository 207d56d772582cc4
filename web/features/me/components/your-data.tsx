// "Your data" on both account pages (docs/product.md#privacy): who saw it (officers opening the
// account in the console, exports with it in them, the last year), a download of everything the
// site keeps about him (JSON), and the end of the account (the password asked again; what goes and
// what the chapter keeps said first).
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { passwordConfirmRequest } from '../../../../contract/api/two-factor.ts';
import { FormResult } from '../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';
import { PasswordField } from '../../../components/form-kit/password-input.tsx';
import { SubmitOrCancel } from '../../../components/form-kit/submit-or-cancel.tsx';
import { useForm } from '../../../components/form-kit/use-form.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { apiDownload } from '../../../lib/api-transfer.ts';
import { formatDateTime } from '../../../components/console-kit/dates.ts';
import { useAccountEnded } from '../../../lib/session.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { endMyAccount, loadDataAccess } from '../api.ts';
import '../../../styles/account-security.scss';

export function YourData() {
  return (
    <section
      id="your-data"
      className="account-card account-card--secondary security-card your-data"
      aria-labelledby="your-data-heading"
    >
      <h2 id="your-data-heading" className="account-card__subtitle">
        Your data
      </h2>
      <WhoSaw />
      <TakeYourData />
      <EndYourAccount />
    </section>
  );
}

/** The newest entries shown before "Show all". */
const firstShown = 10;

function WhoSaw() {
  const load = useLoad(loadDataAccess);
  const [all, setAll] = useState(false);
  const every = load.data?.entries;
  const entries = every && !all ? every.slice(0, firstShown) : every;
  return (
    <div className="your-data__part">
      <h3 className="h6">Who saw your data</h3>
      <p className="your-data__hint">
        Each time an officer opened your account in the console, saw you in one of its lists or
        exported a list with you in it, in the last year: one line a day for each, with how often.
      </p>
      <LoadFailure what="Who saw your data" load={load} />
      {load.state.status === 'loading' ? <output className="d-block">Loading...</output> : null}
      {entries && entries.length === 0 ? (
        <p>Nobody has opened or exported your data in the last year.</p>
      ) : null}
      {entries && entries.length > 0 ? (
        <ul className="your-data__access">
          {entries.map((entry) => (
            // One entry per officer, what and day (docs/api.md#your-data): these tell them apart.
            <li key={`${entry.at}|${entry.who}|${entry.what}`}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>{' '}
              <span>
                <strong>{entry.who}</strong> {entry.what}
                {entry.count > 1 ? `, ${entry.count.toLocaleString('en-US')} times` : ''}.
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {every && !all && every.length > firstShown ? (
        <Button variant="link" className="p-0" onClick={() => setAll(true)}>
          Show all {every.length}
        </Button>
      ) : null}
    </div>
  );
}

function TakeYourData() {
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      const { blob, filename } = await apiDownload('/api/me/export', 'my-data.json');
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="your-data__part">
      <h3 className="h6">Take your data</h3>
      <p className="your-data__hint">
        Everything the site keeps about you — your profile and choices, RSVPs, gifts in your name,
        offices, attendance, hours, sessions, and who saw your data — in one JSON file.
      </p>
      <Button variant="outline-primary" disabled={state === 'busy'} onClick={() => void download()}>
        {state === 'busy' ? 'Preparing...' : 'Download my data'}
      </Button>
      <output className="your-data__said d-block">
        {state === 'done' ? 'Your data was downloaded.' : ''}
        {state === 'failed' ? 'Your data could not be downloaded. Try again in a moment.' : ''}
      </output>
    </div>
  );
}

function EndYourAccount() {
  const [open, setOpen] = useState(false);
  return (
    <div className="your-data__part your-data__end">
      <h3 className="h6">End your account</h3>
      <p className="your-data__hint">
        You will no longer be able to sign in; you leave the directories and every list; your
        pictures are deleted and your profile emptied. What the chapter must keep stays, without
        your contact details: gifts in its ledger, how many came to its events, past offices and
        attendance under your name. To come back later, ask for a new invite.
      </p>
      {open ? (
        <EndForm onCancel={() => setOpen(false)} />
      ) : (
        <Button variant="outline-danger" onClick={() => setOpen(true)}>
          End my account...
        </Button>
      )}
    </div>
  );
}

function EndForm({ onCancel }: { onCancel: () => void }) {
  const form = useForm({ schema: passwordConfirmRequest, initial: { password: '' } });
  const ended = useAccountEnded();
  return (
    <KitForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          async (request) => {
            await endMyAccount(request);
            await ended();
            return { message: 'Your account has been ended.' };
          },
          { failure: 'Your account was not ended' },
        );
      }}
    >
      <PasswordField
        field={form.field('password')}
        label="Your password, to end your account"
        autoComplete="current-password"
      />
      <FormResult result={form.result} className="mb-3" />
      <SubmitOrCancel
        busy={form.busy}
        label="End my account for good"
        busyLabel="Ending..."
        variant="danger"
        onCancel={onCancel}
      />
    </KitForm>
  );
}
