// One alumnus in the directory: his picture (his initials when he has none, or it cannot be shown),
// name, class, employer and city, industry, whether he mentors or hires, his bio (three lines at
// most), LinkedIn and phone. Only what he lets this viewer see arrives; the rest is left out.
import { memo, useState } from 'react';
import type { DirectoryProfile } from '../../../../../contract/api/privacy.ts';
import { ExternalLink } from '../../../../components/external-link.tsx';
import { initialsOf, telHref } from '../directory-query.ts';

export const AlumnusCard = memo(function AlumnusCard({ alumnus }: { alumnus: DirectoryProfile }) {
  const [broken, setBroken] = useState(false);
  const picture = alumnus.profilePicture && !broken ? alumnus.profilePicture : null;
  const tel = alumnus.phone ? telHref(alumnus.phone) : null;
  const hasLinks = Boolean(alumnus.linkedin || alumnus.phone);
  return (
    <article className="alumnus-card">
      <div className="alumnus-card__head">
        {picture ? (
          <img
            className="alumnus-card__picture"
            src={picture}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
          />
        ) : (
          <span className="alumnus-card__picture alumnus-card__initials" aria-hidden="true">
            {initialsOf(alumnus.name)}
          </span>
        )}
        <div className="alumnus-card__who">
          <h3 className="alumnus-card__name">{alumnus.name}</h3>
          {alumnus.graduationYear ? (
            <p className="alumnus-card__class">Class of {alumnus.graduationYear}</p>
          ) : null}
          {alumnus.employer || alumnus.city ? (
            <p className="alumnus-card__work">
              {alumnus.employer}
              {alumnus.employer && alumnus.city ? ' · ' : null}
              {/* "New York" stays on one line. */}
              {alumnus.city ? <span className="text-nowrap">{alumnus.city}</span> : null}
            </p>
          ) : null}
          {alumnus.industry ? <p className="alumnus-card__industry">{alumnus.industry}</p> : null}
        </div>
      </div>
      {alumnus.mentoring || alumnus.hiring ? (
        <p className="alumnus-card__badges">
          {alumnus.mentoring ? <span className="badge text-bg-success">Mentoring</span> : null}
          {alumnus.hiring ? <span className="badge text-bg-primary">Hiring</span> : null}
        </p>
      ) : null}
      {alumnus.bio ? <p className="alumnus-card__bio">{alumnus.bio}</p> : null}
      {hasLinks ? (
        <p className="alumnus-card__links">
          {alumnus.linkedin ? (
            <ExternalLink href={alumnus.linkedin}>
              LinkedIn<span className="visually-hidden"> profile of {alumnus.name}</span>
            </ExternalLink>
          ) : null}
          {alumnus.phone ? (
            tel ? (
              <a href={tel}>
                <span className="visually-hidden">Call {alumnus.name}: </span>
                {alumnus.phone}
              </a>
            ) : (
              <span>{alumnus.phone}</span>
            )
          ) : null}
        </p>
      ) : null}
    </article>
  );
});
