// One brother in the directory: picture (the chapter logo when missing or broken), name, class,
// major, role badge, city and employer, phone and LinkedIn — each only when he lets the reader see
// it (the server leaves the rest out).
import { memo, useState } from 'react';
import type { DirectoryMember } from '../../../../contract/api/member-area.ts';
import { ExternalLink } from '../../../components/external-link.tsx';
import { logoPicture } from '../../../components/chapter-logo.tsx';

/** Memoised: typing in the search box re-renders the list at once, and the cards only when they change. */
export const MemberCard = memo(function MemberCard({ member }: { member: DirectoryMember }) {
  const [broken, setBroken] = useState(false);
  const picture = member.profilePicture && !broken ? member.profilePicture : null;
  return (
    <article className="member-card">
      <img
        className={`member-card__picture${picture ? '' : ' is-logo'}`}
        src={picture ?? logoPicture().img.src}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
      />
      <div className="member-card__body">
        <h3 className="member-card__name">{member.name}</h3>
        {member.graduationYear ? (
          <p className="member-card__class">Class of {member.graduationYear}</p>
        ) : null}
        {member.major ? <p className="member-card__major">{member.major}</p> : null}
        {member.city || member.employer ? (
          <p className="member-card__major">
            {[member.employer, member.city].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <span
          className={`badge ${member.role === 'Member' ? 'text-bg-secondary' : 'text-bg-primary'}`}
        >
          {member.role}
        </span>
        {member.phone ? (
          <a className="member-card__phone" href={`tel:${member.phone.replace(/[^+\d]/g, '')}`}>
            {member.phone}
          </a>
        ) : null}
        {member.linkedin ? (
          <ExternalLink className="member-card__linkedin" href={member.linkedin}>
            LinkedIn<span className="visually-hidden"> profile of {member.name}</span>
          </ExternalLink>
        ) : null}
      </div>
    </article>
  );
});
