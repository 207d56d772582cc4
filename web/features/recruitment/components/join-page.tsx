// /recruitment (docs/product.md#recruitment): why join, what we ask, the rush events, how his
// details are kept, and the interest form. Its texts are content/recruitment.json; whether a period
// is open (and so the form or "closed"), its days and its rush events come once the page runs.
import { lazy, Suspense, useState } from 'react';
import { formatDay } from '../../../../contract/dates.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { recruitmentContent } from '../../../lib/content/recruitment.ts';
import { useLoad, type Load } from '../../../lib/use-load.ts';
import type { RecruitmentInfo } from '../../../../contract/api/recruitment.ts';
import { loadRecruitment } from '../api.ts';
import { deletionText } from '../days.ts';

const InterestForm = lazy(() => import('./interest-form.tsx'));

const loadingForm = <output className="d-block">Loading the form...</output>;

export function JoinPage() {
  const { title, intro, why, ask, privacy } = recruitmentContent;
  const load = useLoad(loadRecruitment);
  const period = load.data?.period ?? null;
  return (
    <>
      <PageHeader title={title} eyebrow="Recruitment">
        <p>{intro}</p>
        {/* The form is at the end of a long page on a phone: one tap takes him there. */}
        <a className="btn btn-light mb-0" href="#interest-heading">
          Tell us you&rsquo;re interested
        </a>
      </PageHeader>

      <section className="container section" aria-labelledby="why-heading">
        <div className="row gy-5 gx-4 gx-lg-5">
          <div className="col-lg-7">
            <h2 id="why-heading" className="section-title">
              {why.heading}
            </h2>
            <ul className="list-unstyled">
              {why.points.map((point) => (
                <li key={point.title}>
                  <h3 className="h5 mb-1">{point.title}</h3>
                  <p>{point.text}</p>
                </li>
              ))}
            </ul>
            <h2 className="section-title mt-5">{ask.heading}</h2>
            {ask.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="col-lg-5">
            <RushEvents load={load} />
          </div>
        </div>
      </section>

      <section className="section section--paper" aria-labelledby="interest-heading">
        <div className="container">
          <div className="mx-auto measure">
            <h2 id="interest-heading" className="section-title">
              Tell us you&rsquo;re interested
            </h2>
            <h3 className="h5">{privacy.heading}</h3>
            <p>{privacy.kept}</p>
            <p>{privacy.seenBy}</p>
            <p>{deletionText(period)}</p>
            <Interest load={load} />
          </div>
        </div>
      </section>
    </>
  );
}

/** The form while a period is open; "closed" when none is (or the server says so on sending). */
function Interest({ load }: { load: Load<RecruitmentInfo> }) {
  const [closedNow, setClosedNow] = useState(false);
  if (load.state.status === 'failed') return <LoadFailure what="The interest form" load={load} />;
  if (!load.data) return loadingForm;
  const { period } = load.data;
  if (!period || closedNow)
    return <output className="alert alert-info d-block mb-0">{recruitmentContent.closed}</output>;
  return (
    <Suspense fallback={loadingForm}>
      <p>
        {period.name}: open until {formatDay(period.closesOn)}.
      </p>
      <InterestForm period={period} onClosed={() => setClosedNow(true)} />
    </Suspense>
  );
}

/** The open period's rush events from today on, as the server lists them. */
function RushEvents({ load }: { load: Load<RecruitmentInfo> }) {
  const events = load.data?.events ?? [];
  return (
    <div className="card">
      <div className="card-body">
        <h2 className="h4 card-title">Rush events</h2>
        {load.state.status === 'failed' ? (
          // Retry is offered once, at the form below, which the same answer brings.
          <p className="mb-0">The rush events could not be loaded.</p>
        ) : !load.data ? (
          <output className="d-block">Loading...</output>
        ) : events.length === 0 ? (
          <p className="mb-0">
            {load.data.period
              ? 'No rush events are planned yet. They will be listed here.'
              : 'Our rush events are listed here while recruitment is open.'}
          </p>
        ) : (
          <ul className="list-unstyled mb-0 mt-n3" aria-label="Rush events">
            {events.map((event) => (
              <li key={event.id} className="mt-3">
                <h3 className="h6 mb-1">{event.title}</h3>
                <p className="mb-0 small">
                  <time dateTime={event.date}>{formatDay(event.date)}</time>
                  {event.time ? `, ${event.time}` : ''}
                  {event.location ? ` · ${event.location}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
