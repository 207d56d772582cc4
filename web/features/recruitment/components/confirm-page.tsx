// /recruitment/confirm?token=… (docs/product.md#recruitment): the link of the email the interest
// form sends. Confirms as the page runs (no button: the link itself is his answer, and confirming
// twice changes nothing), and says so, or why not and what to do.
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { confirmEmail } from '../api.ts';
import { BackToForm, LinkPage, TryAgain, useAddressValue, waiting } from './link-page.tsx';

export function ConfirmPage() {
  const token = useAddressValue('token');
  return (
    <LinkPage title="Confirm your email">
      {token === undefined ? waiting : token ? <Confirming token={token} /> : <Incomplete />}
    </LinkPage>
  );
}

function Confirming({ token }: { token: string }) {
  const load = useLoad(() => confirmEmail(token), { deps: [token] });
  if (load.state.status === 'failed') {
    const { error } = load.state;
    if (error instanceof ApiRequestError && error.status === 400) return <Incomplete expired />;
    return <TryAgain text="Your email is not confirmed yet." load={load} />;
  }
  if (!load.data) return <output className="d-block">Confirming your email...</output>;
  return (
    <output className="d-block">
      <p className="lead">{load.data.message}</p>
      <p className="mb-0">
        <BackToForm>See our rush events</BackToForm>
      </p>
    </output>
  );
}

function Incomplete({ expired = false }: { expired?: boolean }) {
  return (
    <div role="alert">
      <p className="lead">
        {expired
          ? 'This link has expired or is not ours.'
          : 'This link is not complete. Open it again from the email.'}
      </p>
      <p className="mb-0">
        A confirmation link works for 7 days. Fill in the interest form again with the same email to
        get a new one: <BackToForm />.
      </p>
    </div>
  );
}
