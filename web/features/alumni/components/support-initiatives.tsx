// "Support Our Chapter": each initiative's goal and what the ledger holds so far, as a progress bar,
// and how to give (docs/product.md#donations): online, when the totals say the chapter takes gifts
// online ("Give online" on each card opens the form, loaded then), or by the payment link. Until
// the totals arrive, and when they cannot be read (said once, with Retry), each card shows its goal
// only: never a $0 that is not true.
import { useRef, useState } from 'react';
import type { AlumniPageContent } from '../../../../contract/content.ts';
import { ExternalLink } from '../../../components/external-link.tsx';
import { GiftReturnBanner, GiveOnline } from '../../../components/give-online/give-online.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { formatWholeDollars } from '../../../lib/format.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { fetchTotals } from '../api.ts';
import { progressPercent } from '../progress.ts';

export function SupportInitiatives({ support }: { support: AlumniPageContent['support'] }) {
  const load = useLoad(fetchTotals);
  const totals = load.data?.totals ?? null;
  const online = load.data?.online === true;
  // The initiative whose "Give online" opened the form (null: closed), and that button, which has
  // the focus back when the form is cancelled.
  const [giving, setGiving] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const initiatives = support.initiatives.map((initiative) => initiative.name);

  return (
    <section className="container section" aria-labelledby="support-heading">
      <h2 id="support-heading" className="section-title text-center mb-2">
        {support.heading}
      </h2>
      <p className="text-center mx-auto measure mb-4">{support.text}</p>
      <LoadFailure what="The amounts raised so far" load={load} className="mb-4" />
      <GiftReturnBanner className="mb-4" />
      <ul className="row g-4 list-unstyled">
        {support.initiatives.map((initiative) => {
          const raised = totals ? (totals[initiative.name] ?? 0) : null;
          const percent = raised === null ? null : progressPercent(raised, initiative.goal);
          return (
            <li key={initiative.name} className="col-md-6 col-lg-4">
              <article className="initiative h-100">
                <h3 className="h5">{initiative.name}</h3>
                <p className="small">{initiative.description}</p>
                {raised === null || percent === null ? (
                  <>
                    <p className="initiative__amounts">
                      Goal <strong>{formatWholeDollars(initiative.goal)}</strong>
                    </p>
                    {/* An empty track, not a bar at 0: nothing is shown as raised before it is known. */}
                    <div className="initiative__progress" aria-hidden="true" />
                    <p className="initiative__percent initiative__percent--unknown">
                      {load.state.status === 'failed'
                        ? 'Amount raised not available'
                        : 'Loading the amount raised...'}
                    </p>
                  </>
                ) : (
                  <>
                    <p className="initiative__amounts">
                      <strong>{formatWholeDollars(raised)}</strong> raised of{' '}
                      {formatWholeDollars(initiative.goal)}
                    </p>
                    <progress
                      className="initiative__progress"
                      value={percent}
                      max={100}
                      aria-label={`${initiative.name}: ${percent}% of the goal`}
                    >
                      {percent}%
                    </progress>
                    <p className="initiative__percent">{percent}%</p>
                  </>
                )}
                {online ? (
                  <button
                    type="button"
                    className="btn btn-outline-primary align-self-start mb-3"
                    aria-expanded={giving === initiative.name}
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setGiving(initiative.name);
                    }}
                  >
                    Give online<span className="visually-hidden"> to {initiative.name}</span>
                  </button>
                ) : null}
                <p className="initiative__note">
                  Note: <code>{`${support.payment.tag} | ${initiative.name} | your e-mail`}</code>
                </p>
              </article>
            </li>
          );
        })}
      </ul>
      {online && giving !== null ? (
        <GiveOnline
          key={giving}
          initiatives={initiatives}
          initiative={giving}
          from="alumni"
          onCancel={() => {
            setGiving(null);
            opener.current?.focus();
          }}
        />
      ) : null}
      <div className="payment-box">
        <p>{support.payment.text}</p>
        <p className="payment-box__format">
          <code>{`${support.payment.tag} | initiative | your e-mail`}</code>
        </p>
        <ExternalLink className="btn btn-primary" href={support.payment.link.href}>
          {support.payment.link.label}
        </ExternalLink>
        <p className="mt-3 mb-2">{support.confirm.text}</p>
        <ExternalLink className="btn btn-outline-primary" href={support.confirm.link.href}>
          {support.confirm.link.label}
        </ExternalLink>
      </div>
    </section>
  );
}
