// "Support Our Chapter": each initiative's goal and what the ledger holds so far, as a progress bar,
// and how to give (SPEC.md §2, §5, §9). If the totals cannot be read, the bars stay at 0.
import { useEffect, useState } from 'react';
import type { DonationTotals } from '../../../../contract/api/member-area.ts';
import type { AlumniPageContent } from '../../../../contract/content.ts';
import { ExternalLink } from '../../../components/external-link.tsx';
import { formatWholeDollars } from '../../../lib/format.ts';
import { fetchTotals } from '../api.ts';
import { progressPercent } from '../progress.ts';

export function SupportInitiatives({ support }: { support: AlumniPageContent['support'] }) {
  const [totals, setTotals] = useState<DonationTotals>({});

  useEffect(() => {
    const controller = new AbortController();
    fetchTotals(controller.signal).then(
      ({ totals: loaded }) => setTotals(loaded),
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('Could not load the donation totals', error);
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <section className="container section" aria-labelledby="support-heading">
      <h2 id="support-heading" className="section-title text-center mb-2">
        {support.heading}
      </h2>
      <p className="text-center mx-auto measure mb-4">{support.text}</p>
      <ul className="row g-4 list-unstyled">
        {support.initiatives.map((initiative) => {
          const raised = totals[initiative.name] ?? 0;
          const percent = progressPercent(raised, initiative.goal);
          return (
            <li key={initiative.name} className="col-md-6 col-lg-4">
              <article className="initiative h-100">
                <h3 className="h5">{initiative.name}</h3>
                <p className="small">{initiative.description}</p>
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
                <p className="initiative__note">
                  Note: <code>{`${support.payment.tag} | ${initiative.name} | your e-mail`}</code>
                </p>
              </article>
            </li>
          );
        })}
      </ul>
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
