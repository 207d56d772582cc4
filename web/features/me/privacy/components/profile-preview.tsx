// "See my profile as" (docs/product.md#privacy): the saved profile as a visitor, an alumnus, an
// active member or an officer sees it in the directories, by the same rule the server answers with;
// and what is hidden from each. The graduation email and the alumni welcome link here (#privacy).
import { useEffect, useState } from 'react';
import {
  audienceLabels,
  audienceMeaning,
  audiences,
  privacyFieldLabels,
  type Audience,
} from '../../../../../contract/privacy.ts';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { useStoredUser } from '../../../../lib/stored-user.ts';
import { hiddenFrom, previewViewers, shownTo, type Shown } from '../preview.ts';
import { usePrivacyChoices } from './privacy-choices.tsx';

const privacySectionId = 'privacy';

export function ProfilePreview() {
  const choices = usePrivacyChoices();
  const user = useStoredUser();
  const [viewer, setViewer] = useState<Audience>('chapter');
  const privacy = choices?.load.data;
  // Reached by its address (the graduation email, the alumni page's welcome): in view once drawn.
  const loaded = privacy !== null && privacy !== undefined;
  useEffect(() => {
    if (loaded && window.location.hash === `#${privacySectionId}`)
      document.getElementById(privacySectionId)?.scrollIntoView();
  }, [loaded]);
  if (!choices || !user) return null;
  const shown = privacy ? shownTo(user, privacy, viewer) : null;
  const hidden = privacy ? hiddenFrom(user, privacy, viewer) : [];
  const viewerLabel = previewViewers.find((entry) => entry.audience === viewer)!.label;
  return (
    <section
      id={privacySectionId}
      className="account-card account-card--secondary privacy-card"
      aria-labelledby="privacy-heading"
    >
      <h2 id="privacy-heading" className="account-card__subtitle">
        Who sees your profile
      </h2>
      <p>
        Beside each field above, <strong>choose who sees it</strong>. Your name and class are seen
        by the whole chapter; your email by nobody but the officers who look after accounts.
      </p>
      <dl className="privacy-card__audiences">
        {audiences.map((audience) => (
          <div key={audience}>
            <dt>{audienceLabels[audience]}</dt>
            <dd>{audienceMeaning[audience]}</dd>
          </div>
        ))}
      </dl>
      <LoadFailure what="Your privacy choices" load={choices.load} />
      <fieldset className="privacy-card__viewers">
        <legend className="privacy-card__as">See it as</legend>
        {previewViewers.map((entry) => (
          <button
            key={entry.audience}
            type="button"
            className={`btn btn-sm ${entry.audience === viewer ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={entry.audience === viewer}
            onClick={() => setViewer(entry.audience)}
          >
            {entry.label}
          </button>
        ))}
      </fieldset>
      {shown ? (
        <>
          <PreviewCard
            name={user.name}
            graduationYear={viewer === 'public' ? null : user.graduationYear}
            shown={shown}
            label={`Your profile as ${viewerLabel.toLowerCase()} sees it`}
          />
          {viewer === 'public' ? (
            <p className="privacy-card__note">
              Visitors see you only on the Executive Board page, while you hold a seat on it.
            </p>
          ) : null}
          <p className="privacy-card__note">
            {hidden.length
              ? `Hidden from ${viewerLabel.toLowerCase()}: ${hidden.map((field) => privacyFieldLabels[field].toLowerCase()).join(', ')}.`
              : `${viewerLabel} sees everything you filled in.`}
          </p>
        </>
      ) : null}
    </section>
  );
}

function PreviewCard({
  name,
  graduationYear,
  shown,
  label,
}: {
  name: string;
  graduationYear: number | string | null | undefined;
  shown: Shown;
  label: string;
}) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const line = [shown.employer, shown.city].filter(Boolean).join(' · ');
  return (
    <figure className="privacy-preview" aria-label={label}>
      {typeof shown.profilePicture === 'string' ? (
        <img
          className="privacy-preview__picture"
          src={shown.profilePicture}
          alt=""
          width="64"
          height="64"
        />
      ) : (
        <span className="privacy-preview__picture privacy-preview__initials" aria-hidden="true">
          {initials}
        </span>
      )}
      <div className="privacy-preview__body">
        <p className="privacy-preview__name">
          {name}
          {graduationYear ? (
            <span className="privacy-preview__class"> · Class of {graduationYear}</span>
          ) : null}
        </p>
        {line ? <p className="privacy-preview__line">{line}</p> : null}
        {typeof shown.industry === 'string' ? (
          <p className="privacy-preview__line">{shown.industry}</p>
        ) : null}
        {typeof shown.major === 'string' ? (
          <p className="privacy-preview__line">{shown.major}</p>
        ) : null}
        {shown.mentoring === true || shown.hiring === true ? (
          <p className="privacy-preview__badges">
            {shown.mentoring === true ? (
              <span className="badge text-bg-success">Mentoring</span>
            ) : null}
            {shown.hiring === true ? <span className="badge text-bg-info">Hiring</span> : null}
          </p>
        ) : null}
        {typeof shown.phone === 'string' ? (
          <p className="privacy-preview__line">{shown.phone}</p>
        ) : null}
        {typeof shown.linkedin === 'string' ? (
          <p className="privacy-preview__line">LinkedIn</p>
        ) : null}
        {typeof shown.bio === 'string' ? <p className="privacy-preview__bio">{shown.bio}</p> : null}
      </div>
    </figure>
  );
}
