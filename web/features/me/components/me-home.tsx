// A signed-in person's home (/me, docs/product.md#your-home): what he has to do first (given by the
// route: a member's standing and next required event, an alumnus's next events), his office and its
// handover in short while he holds or will hold one, then a link to each of his pages (a member's
// Dues link says his dues, given by the route too).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MyTerm } from '../../../../contract/api/officer/positions.ts';
import { formatDay } from '../../../../contract/dates.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { paths } from '../../../lib/paths.ts';
import type { StoredUser } from '../../../lib/stored-user.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { useToday } from '../../../lib/use-today.ts';
import { loadMyTerms } from '../api.ts';

interface HomeLink {
  to: string;
  name: string;
  what: ReactNode;
}

export function MeHome({
  user,
  dues,
  children,
}: {
  user: StoredUser;
  /** A member's dues in a few words, under his Dues link. */
  dues?: ReactNode;
  children?: ReactNode;
}) {
  const alumnus = user.role === 'alumni';
  const today = useToday();
  const active =
    user.role === 'member' && Boolean(user.initiatedOn && today && user.initiatedOn <= today);
  const load = useLoad(loadMyTerms, { key: 'me/terms' });
  // His office while he holds it or is elected to it; past terms are on the Office page alone.
  const offices = (load.data?.terms ?? []).filter((term) => term.status !== 'past');

  const links: HomeLink[] = [
    alumnus
      ? {
          to: paths.alumniAccount,
          name: 'Profile',
          what: 'Your directory details, picture and password',
        }
      : {
          to: paths.account,
          name: 'Profile',
          what: 'Your details, picture and password',
        },
    ...(alumnus
      ? [
          {
            to: `${paths.alumni}#alumni-directory`,
            name: 'Alumni directory',
            what: 'Find brothers by city, employer or industry',
          },
          {
            to: `${paths.alumni}#support-heading`,
            name: 'Giving',
            what: 'Support the chapter’s initiatives',
          },
        ]
      : [
          {
            to: paths.myStanding,
            name: 'Standing',
            what: 'Attendance, hours, points and excuses',
          },
          { to: paths.myDues, name: 'Dues', what: dues },
          // Offered to actives only (the server decides; a stored profile may be older).
          ...(active
            ? [
                {
                  to: paths.myRecruitment,
                  name: 'Recruitment',
                  what: 'Prospects, your notes, ballots to vote on',
                },
              ]
            : []),
        ]),
    ...(offices.length > 0
      ? [{ to: paths.myOffice, name: 'Office', what: 'Your terms and your handover' }]
      : []),
    { to: paths.myPrivacy, name: 'Privacy', what: 'Who sees each part of your profile' },
    { to: paths.myMail, name: 'Mail', what: 'Which emails the chapter sends you' },
    { to: paths.myData, name: 'Your data', what: 'Who saw it, a copy, ending your account' },
    {
      to: paths.mySecurity,
      name: 'Sign-in and security',
      what: 'Two-factor, sessions, calendar link',
    },
  ];

  return (
    <div className="me-home">
      <p className="me-page__greeting">Welcome Brother {user.name.trim().split(/\s+/)[0]}</p>
      {children}
      <LoadFailure what="Your office" load={load} />
      {offices.map((term) => (
        <OfficeSummary key={term.id} term={term} />
      ))}
      <nav aria-labelledby="me-links-heading">
        <h2 id="me-links-heading" className="me-links__title">
          Your pages
        </h2>
        <ul className="me-links">
          {links.map((link) => (
            <li key={link.to}>
              <Link className="me-link" to={link.to}>
                <span className="me-link__name">{link.name}</span>
                <span className="me-link__what">{link.what}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** His office in a few lines: its days, how far the handover is, and the way to it and the console. */
function OfficeSummary({ term }: { term: MyTerm }) {
  const ticked = term.checklist.filter((item) => item.done).length;
  const elect = term.status === 'elect';
  const headingId = `me-office-${term.id}`;
  return (
    <section className="me-office" aria-labelledby={headingId}>
      <h2 id={headingId} className="me-office__label">
        {elect ? 'Your office to come' : 'Your office'}
      </h2>
      <p className="me-office__position">{term.position}</p>
      <p>
        {elect
          ? `Elect · starts ${formatDay(term.startsOn)}`
          : `You hold it${term.endsOn ? ` · until the day before ${formatDay(term.endsOn)}` : ''}`}
      </p>
      {elect ? (
        <p>
          {term.earlierNotes.length > 0
            ? `${term.earlierNotes.length} handover ${term.earlierNotes.length === 1 ? 'note' : 'notes'} from the earlier holders to read.`
            : term.earlierNotesOpenOn
              ? `The earlier holders’ handover notes open on ${formatDay(term.earlierNotesOpenOn)}.`
              : 'No earlier holder left a handover note.'}
        </p>
      ) : term.checklist.length > 0 ? (
        <p>
          Handover checklist: {ticked} of {term.checklist.length} done
          {term.note ? '' : '; no note for the next holder yet'}.
        </p>
      ) : (
        <p>{term.note ? 'Your handover note is written.' : 'No handover note yet.'}</p>
      )}
      <div className="me-office__links">
        <Link className="btn btn-outline-primary" to={paths.myOffice}>
          Your handover
        </Link>
        <Link className="btn btn-outline-primary" to={paths.officers}>
          Officer console
        </Link>
      </div>
    </section>
  );
}
