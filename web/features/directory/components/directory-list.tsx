// The members directory's list, for signed-in brothers (docs/product.md#directory): loaded when the
// section shows it (a visitor's page never downloads it), with its search, class filter, cards and
// pages. Filtering 500 members follows each keystroke as a transition (docs/performance.md).
import { startTransition, useId, useMemo, useRef, useState } from 'react';
import type { DirectoryMember } from '../../../../contract/api/member-area.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { useLoad } from '../../../lib/use-load.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { fetchMembers } from '../api.ts';
import { classFilterAll, classYearsOf, filterMembers, pageCount, summaryLine } from '../rules.ts';
import { MemberCard } from './member-card.tsx';

export function DirectoryList({ onLocate }: { onLocate: () => void }) {
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
      {pages > 1 ? (
        <Pagination page={current} pages={pages} onPage={goTo} label="Directory pages" />
      ) : null}
    </>
  );
}
