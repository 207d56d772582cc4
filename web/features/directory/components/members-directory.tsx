// "Active Members Directory" (docs/product.md#directory): search, class filter, summary, pages.
// Signed-in brothers see it; visitors see the section with a prompt to log in. A list that could not
// be loaded says so and offers Retry; "No members found" only ever means a search found none.
import { startTransition, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { DirectoryMember } from '../../../../contract/api/member-area.ts';
import type { MembersPageContent } from '../../../../contract/content.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { loginPath } from '../../../lib/login-redirect.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { fetchMembers } from '../api.ts';
import {
  classFilterAll,
  classYearsOf,
  filterMembers,
  pageCount,
  paginationWindow,
  summaryLine,
} from '../rules.ts';
import { MemberCard } from './member-card.tsx';

type DirectoryContent = MembersPageContent['directory'];

function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Directory pages">
      <ul className="pagination justify-content-center flex-wrap">
        <li className={`page-item${page === 1 ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link page-link--previous"
            onClick={() => onPage(page - 1)}
            disabled={page === 1}
          >
            <span className="page-link__word">Previous</span>
          </button>
        </li>
        {paginationWindow(page, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item} className={`page-item${item === page ? ' active' : ''}`}>
              <button
                type="button"
                className="page-link"
                onClick={() => onPage(item)}
                {...(item === page ? { 'aria-current': 'page' as const } : {})}
                aria-label={`Page ${item}`}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ),
        )}
        <li className={`page-item${page === pages ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link page-link--next"
            onClick={() => onPage(page + 1)}
            disabled={page === pages}
          >
            <span className="page-link__word">Next</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

function DirectoryList({ onLocate }: { onLocate: () => void }) {
  // A 401 signs the person out (the API client clears the stored profile): the section then shows
  // the login prompt instead of this list.
  const load = useLoad(async (signal) => (await fetchMembers(signal)).members, {
    isEmpty: (members) => members.length === 0,
  });
  if (load.state.status === 'loading')
    return (
      <p className="directory-status" aria-live="polite">
        Loading members...
      </p>
    );
  if (load.state.status === 'failed')
    return <LoadFailure what="The members directory" load={load} className="directory-failure" />;
  if (load.state.status === 'empty')
    return <p className="directory-status">No brothers are in the directory yet.</p>;
  return <DirectoryBrowser members={load.state.data} onLocate={onLocate} />;
}

function DirectoryBrowser({
  members,
  onLocate,
}: {
  members: DirectoryMember[];
  onLocate: () => void;
}) {
  const [search, setSearch] = useState('');
  const [classYear, setClassYear] = useState(classFilterAll);
  const [page, setPage] = useState(1);
  const narrow = useMediaQuery('(max-width: 767.98px)');
  const pageSize = narrow ? 6 : 12;
  const id = useId();
  // The search box is uncontrolled, so a keystroke shows at once without a render of the list;
  // filtering follows as a transition yielding to the next frame (docs/performance.md, 500 members).
  const searchRef = useRef<HTMLInputElement>(null);
  const classYears = useMemo(() => classYearsOf(members), [members]);

  const filtered = useMemo(
    () => filterMembers(members, search, classYear),
    [members, search, classYear],
  );
  const pages = pageCount(filtered.length, pageSize);
  const current = Math.min(page, pages);
  const shown = filtered.slice((current - 1) * pageSize, current * pageSize);

  const goTo = (next: number) => {
    setPage(Math.max(1, Math.min(next, pages)));
    onLocate();
  };

  return (
    <>
      <div className="directory-controls">
        <div className="directory-controls__search">
          <label htmlFor={`${id}-search`} className="visually-hidden">
            Search members
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="form-control"
            placeholder="Search by name, major, or role..."
            ref={searchRef}
            defaultValue=""
            onChange={(event) => {
              const text = event.target.value;
              startTransition(() => {
                setSearch(text);
                setPage(1);
              });
            }}
          />
        </div>
        <div className="directory-controls__class">
          <label htmlFor={`${id}-class`} className="visually-hidden">
            Class
          </label>
          <select
            id={`${id}-class`}
            className="form-select"
            value={classYear}
            onChange={(event) => {
              setClassYear(event.target.value);
              setPage(1);
            }}
          >
            <option value={classFilterAll}>All Classes</option>
            {classYears.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p className="directory-summary" aria-live="polite">
        {summaryLine(current, pageSize, filtered.length, search, classYear)}
      </p>
      {shown.length ? (
        <ul className="member-grid">
          {shown.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="directory-empty">
          <p>No members found matching your search criteria.</p>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => {
              if (searchRef.current) searchRef.current.value = '';
              setSearch('');
              setClassYear(classFilterAll);
              setPage(1);
            }}
          >
            Clear Filters
          </button>
        </div>
      )}
      {pages > 1 ? <Pagination page={current} pages={pages} onPage={goTo} /> : null}
    </>
  );
}

export function MembersDirectory({ content }: { content: DirectoryContent }) {
  const user = useStoredUser();
  const hydrated = useHydrated();
  const sectionRef = useRef<HTMLElement>(null);
  const locate = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView({
      behavior: reduceMotion ? 'auto' : 'smooth',
      block: 'start',
    });
  };
  return (
    <section
      className="section section--paper directory"
      ref={sectionRef}
      id="directory"
      aria-labelledby="directory-heading"
    >
      <div className="container">
        <h2 id="directory-heading" className="section-title text-center mb-2">
          {content.heading}
        </h2>
        <p className="text-center mb-4">{content.text}</p>
        {hydrated && user ? (
          <DirectoryList onLocate={locate} />
        ) : (
          <div className="directory-locked">
            <p>{content.loginPrompt}</p>
            <Link
              className="btn btn-primary"
              to={loginPath({ next: `${paths.activeMembers}#directory` })}
            >
              Member Login
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
