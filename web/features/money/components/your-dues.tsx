// A member's dues page, /me/dues (docs/money.md): his balance and status in one line with what is
// due next (and his bank payments on their way), "Pay online" when the chapter takes payments
// online, "I paid" (a claim the treasurer confirms) and "Propose a plan", his plan or the
// treasurer's proposal to accept, his claims, then his statement and receipts. Back from Stripe
// (`?checkout=<attempt>`) a banner says how his payment stands. With `?receipt=<n>`
// (the receipt email's link) the page shows that receipt alone, ready to print. His alone: the
// server answers each member with his own dues only.
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DuesResponse } from '../../../../contract/api/money.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { invalidate } from '../../../lib/invalidate.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { loadMyDues } from '../api.ts';
import { balanceLine, nextLine } from '../words.ts';
import { ClaimForm, Claims } from './claims.tsx';
import { CheckoutReturn, PayOnline, PaymentsOnTheirWay } from './pay-online.tsx';
import { PlanBuilder, YourPlan } from './plan.tsx';
import { Receipt } from './receipt.tsx';
import { Receipts, Statement } from './statement.tsx';
import '../../../styles/dues.scss';

export function YourDues() {
  const load = useLoad(loadMyDues, { key: 'me/dues' });
  const [params] = useSearchParams();
  const receipt = params.get('receipt');
  const dues = load.data;
  return (
    <>
      <LoadFailure what="Your dues" load={load} />
      {load.state.status === 'loading' ? <output className="d-block">Loading...</output> : null}
      {dues ? (
        receipt === null ? (
          <Overview dues={dues} checkout={params.get('checkout')} />
        ) : (
          <Receipt number={receipt} receipts={dues.receipts} />
        )
      ) : null}
    </>
  );
}

type Opened = 'claim' | 'plan' | null;

function Overview({ dues, checkout }: { dues: DuesResponse; checkout: string | null }) {
  const [opened, setOpened] = useState<Opened>(null);
  const [message, setMessage] = useState<string | null>(null);
  const claimButton = useRef<HTMLButtonElement>(null);
  const planButton = useRef<HTMLButtonElement>(null);
  const balance = useRef<HTMLParagraphElement>(null);
  const next = nextLine(dues);
  // While he owes he may propose a plan: a new one replaces his proposal waiting, and once accepted
  // replaces his plan.
  const canPropose = dues.balanceCents > 0;
  const planned = dues.plan?.status === 'accepted';
  // The proposal waiting, when it is not the plan shown already.
  const proposal = dues.proposal && dues.proposal.id !== dues.plan?.id ? dues.proposal : null;

  /** Closes a form and gives the focus back to the button that opened it. */
  const close = (which: Exclude<Opened, null>, done?: string) => {
    setOpened(null);
    if (done) setMessage(done);
    invalidate('me/dues');
    (which === 'claim' ? claimButton : planButton).current?.focus();
  };
  // Accepted, the Accept button goes: the focus goes to his balance line, which now says his plan.
  const accepted = (said: string) => {
    setMessage(said);
    invalidate('me/dues');
    balance.current?.focus();
  };
  const toggle = (which: Exclude<Opened, null>) => {
    setMessage(null);
    setOpened((now) => (now === which ? null : which));
  };

  return (
    <>
      {checkout ? <CheckoutReturn key={checkout} attemptId={checkout} /> : null}
      <section className="dues-summary" aria-labelledby="dues-balance">
        <p
          id="dues-balance"
          ref={balance}
          tabIndex={-1}
          className={`dues-summary__balance dues-summary--${dues.status}`}
        >
          {balanceLine(dues)}
        </p>
        {next ? <p className="dues-summary__next">{next}</p> : null}
        {dues.onlinePayment ? (
          <PaymentsOnTheirWay processing={dues.onlinePayment.processing} />
        ) : null}
        <div className="dues-actions">
          <button
            ref={claimButton}
            type="button"
            className="btn btn-primary"
            aria-expanded={opened === 'claim'}
            aria-controls="dues-claim-form"
            onClick={() => toggle('claim')}
          >
            I paid
          </button>
          {canPropose ? (
            <button
              ref={planButton}
              type="button"
              className="btn btn-outline-primary"
              aria-expanded={opened === 'plan'}
              aria-controls="dues-plan-form"
              onClick={() => toggle('plan')}
            >
              {planned ? 'Propose another plan' : 'Propose a plan'}
            </button>
          ) : null}
        </div>
        <div aria-live="polite">
          {message ? <output className="alert alert-success d-block mb-0">{message}</output> : null}
        </div>
      </section>
      {opened === 'claim' ? (
        <ClaimForm
          id="dues-claim-form"
          onSent={(done) => close('claim', done)}
          onCancel={() => close('claim')}
        />
      ) : null}
      {opened === 'plan' && canPropose ? (
        <PlanBuilder
          id="dues-plan-form"
          balanceCents={dues.balanceCents}
          onSent={(done) => close('plan', done)}
          onCancel={() => close('plan')}
        />
      ) : null}
      {dues.onlinePayment ? <PayOnline online={dues.onlinePayment} /> : null}
      {dues.plan ? <YourPlan plan={dues.plan} onAccepted={accepted} /> : null}
      {proposal ? <YourPlan plan={proposal} onAccepted={accepted} /> : null}
      <Claims claims={dues.claims} />
      <Statement lines={dues.statement} earlier={dues.statementEarlier} />
      <Receipts receipts={dues.receipts} />
    </>
  );
}
