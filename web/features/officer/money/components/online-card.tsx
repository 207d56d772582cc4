// Money's home, "Online payments" (docs/money.md#paying-online): whether the chapter takes payments
// online, when Stripe last said something and when the payments were last reconciled (on the
// chapter's clock), how many bank payments are on their way and how many are held back by a
// dispute, what Stripe holds that the chapter's records do not match, and "Reconcile now".
import { useState } from 'react';
import { Link } from 'react-router';
import type { PaymentsStatusResponse } from '../../../../../contract/api/payments.ts';
import { formatCents } from '../../../../../contract/money.ts';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { consolePaths } from '../../../../components/console-kit/console-routes.ts';
import { ConsoleSection } from '../../../../components/console-kit/console-section.tsx';
import { formatDateTime } from '../../../../components/console-kit/dates.ts';
import { ActionButton } from '../../../../components/console-kit/read-only.tsx';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadPaymentsStatus, reconcilePayments } from '../api.ts';
import { reconciledText } from '../online.ts';

export function OnlinePaymentsCard() {
  const load = useLoad(loadPaymentsStatus, { key: 'officer/money/online/status' });
  const data = load.data;
  return (
    <ConsoleSection headingId="online-status-heading" title="Online payments">
      {load.state.status === 'failed' ? (
        <ConsoleLoadFailure what="How online payments stand" load={load} />
      ) : data ? (
        <OnlineStatus status={data} />
      ) : (
        <output className="data-table__note">Loading...</output>
      )}
    </ConsoleSection>
  );
}

function OnlineStatus({ status }: { status: PaymentsStatusResponse }) {
  const message = useResultMessage();
  const [busy, setBusy] = useState(false);
  if (!status.online)
    return (
      <p className="mb-0">
        Not set up: members and givers cannot pay online. Ask whoever runs the site to connect
        Stripe.
      </p>
    );
  const reconcile = async () => {
    setBusy(true);
    try {
      message.succeeded(reconciledText(await reconcilePayments()), 15_000);
      invalidate('officer/money');
    } catch (error) {
      message.failed(error, 'The payments were not reconciled');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <dl className="money-figures">
        <div>
          <dt>Last word from Stripe</dt>
          <dd className="money-figures__text">
            {status.lastWebhookAt ? formatDateTime(status.lastWebhookAt) : 'None yet'}
          </dd>
        </div>
        <div>
          <dt>Last reconciled</dt>
          <dd className="money-figures__text">
            {status.lastReconciledAt ? formatDateTime(status.lastReconciledAt) : 'Never'}
          </dd>
        </div>
        <div>
          <dt>Bank payments on their way</dt>
          <dd>{status.processing}</dd>
        </div>
        <div>
          <dt>Held back by a dispute</dt>
          <dd>{status.disputes}</dd>
        </div>
      </dl>
      {status.unmatched.length > 0 ? (
        <>
          <p className="mb-1">
            <strong>Not matched to the chapter&rsquo;s records</strong>
          </p>
          <ul className="money-unmatched">
            {status.unmatched.map((item) => (
              <li key={item.id}>
                {item.kind === 'session' ? 'Checkout' : 'Event'} <code>{item.objectId}</code>
                {item.amountCents === null ? '' : `, ${formatCents(item.amountCents)}`},{' '}
                {formatDateTime(item.at)}: {item.reason}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Everything Stripe holds matches the chapter&rsquo;s records.</p>
      )}
      <FormResult result={message.result} className="mb-3" />
      <div className="money-actions">
        <ActionButton variant="outline-primary" disabled={busy} onClick={() => void reconcile()}>
          {busy ? 'Reconciling...' : 'Reconcile now'}
        </ActionButton>
        <Link className="btn btn-link" to={consolePaths.moneyOnline}>
          Every online payment
        </Link>
      </div>
    </>
  );
}
