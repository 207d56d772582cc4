// "Active Members Directory" (SPEC.md §2, §4, §5, §9): search, class filter, summary line, pages.
// Signed-in brothers see it; visitors see the section with a prompt to log in.
import { startTransition, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { DirectoryMember } from '../../../../contract/api/member-area.ts';
import type { MembersPageContent } from '../../../../contract/content.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { fetchMembers } from '../api.ts';
import {
  classFilterAll,
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

function DirectoryList({ content, onLocate }: { content: DirectoryContent; onLocate: () => void }) {
  const [members, setMembers] = useState<DirectoryMember[]>([]);
  const [loading, setLoading] = useState(true);
  const [search, setSearch] = useState('');
  const [classYear, setClassYear] = useState(classFilterAll);
  const [page, setPage] = useState(1);
  const narrow = useMediaQuery('(max-width: 767.98px)');
  const pageSize = narrow ? 6 : 12;
  const id = useId();
  // The search box is uncontrolled, so a keystroke shows at once without a render of the list;
  // filtering follows as a transition that yields to the next frame (SPEC.md: 500 members).
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchMembers(controller.signal).then(
      ({ members: loaded }) => {
        setMembers(loaded);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A 401 signs the person out (the API client clears the stored profile); anything else is logged.
        if (!(error instanceof ApiRequestError && error.status === 401))
          console.error('Could not load the directory', error);
        setMembers([]);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, []);

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
            {content.classYears.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </div>
      </div>

      {loading ? (
        <p className="directory-status" aria-live="polite">
          Loading members...
        </p>
      ) : (
        <>
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
      )}
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
          <DirectoryList content={content} onLocate={locate} />
        ) : (
          <div className="directory-locked">
            <p>{content.loginPrompt}</p>
            <Link className="btn btn-primary" to={paths.login}>
              Member Login
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
