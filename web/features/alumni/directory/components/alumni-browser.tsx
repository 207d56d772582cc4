// The alumni directory itself (docs/product.md#alumni-directory), loaded on demand by its section:
// a search box and filters kept in the page's address, the count said politely when it changes,
// the cards of one page (24) and the pager. The server answers only what each field's owner lets
// this viewer see, and every filter matches only that.
import { useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { industries, type Industry } from '../../../../../contract/privacy.ts';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { Pagination } from '../../../../components/pagination.tsx';
import { pageCount } from '../../../../components/console-kit/table-paging.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { fetchAlumniDirectory } from '../api.ts';
import {
  apiQueryString,
  classChoices,
  classOf,
  clearedSearch,
  countLine,
  hasFilters,
  readDirectoryQuery,
  withFilter,
  withPage,
  type FilterChange,
} from '../directory-query.ts';
import { useAddressText } from '../use-address-text.ts';
import { AlumnusCard } from './alumnus-card.tsx';
// Here rather than in the site's stylesheet: the directory's styles come with its code.
import '../../../../styles/alumni-directory.scss';

export function AlumniBrowser() {
  const [params, setParams] = useSearchParams();
  const query = readDirectoryQuery(params);
  const asked = apiQueryString(query);
  const id = useId();
  const topRef = useRef<HTMLDivElement>(null);

  const go = (search: string) => setParams(search, { replace: true, preventScrollReset: true });
  const change = (filters: FilterChange) => go(withFilter(params, filters));

  const search = useAddressText(query.q ?? '', (current, q) => withFilter(current, { q }));
  const city = useAddressText(query.city ?? '', (current, value) =>
    withFilter(current, { city: value }),
  );

  const load = useLoad((signal) => fetchAlumniDirectory(query, signal), { deps: [asked] });
  const answer = load.data;
  const filtered = hasFilters(query);

  const openPage = (page: number) => {
    go(withPage(params, page));
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    topRef.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  };

  const clearFilters = () => go(clearedSearch(params));

  const pages = answer ? pageCount(answer.total, answer.pageSize) : 1;
  const count = !answer
    ? ''
    : load.stale
      ? 'Searching...'
      : countLine(answer.total, answer.page, answer.pageSize, filtered);

  return (
    <div className="alumni-browser" ref={topRef}>
      {/* No form and no button: each filter applies as it changes (the words once typing pauses, or
          at Enter). */}
      <search className="alumni-filters" aria-label="Search the alumni directory">
        <div className="alumni-filters__field alumni-filters__field--search">
          <label htmlFor={`${id}-q`} className="form-label">
            Search
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className="form-control"
            placeholder="Name, employer, major..."
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') search.flush();
            }}
          />
        </div>
        <div className="alumni-filters__field">
          <label htmlFor={`${id}-class`} className="form-label">
            Class
          </label>
          <select
            id={`${id}-class`}
            className="form-select"
            value={query.class ? String(query.class) : ''}
            onChange={(event) => change({ class: classOf(event.target.value) })}
          >
            <option value="">Any class</option>
            {classChoices(answer?.classes ?? [], query.class).map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <div className="alumni-filters__field">
          <label htmlFor={`${id}-city`} className="form-label">
            City
          </label>
          <input
            id={`${id}-city`}
            type="text"
            className="form-control"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={80}
            value={city.text}
            onChange={(event) => city.setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') city.flush();
            }}
          />
        </div>
        <div className="alumni-filters__field alumni-filters__field--industry">
          <label htmlFor={`${id}-industry`} className="form-label">
            Industry
          </label>
          <select
            id={`${id}-industry`}
            className="form-select"
            value={query.industry ?? ''}
            onChange={(event) =>
              change({ industry: (event.target.value || undefined) as Industry | undefined })
            }
          >
            <option value="">Any industry</option>
            {industries.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </select>
        </div>
        <div className="alumni-filters__toggles">
          <div className="form-check form-switch">
            <input
              id={`${id}-mentoring`}
              type="checkbox"
              className="form-check-input"
              checked={query.mentoring === true}
              onChange={(event) => change({ mentoring: event.target.checked || undefined })}
            />
            <label htmlFor={`${id}-mentoring`} className="form-check-label">
              Open to mentoring
            </label>
          </div>
          <div className="form-check form-switch">
            <input
              id={`${id}-hiring`}
              type="checkbox"
              className="form-check-input"
              checked={query.hiring === true}
              onChange={(event) => change({ hiring: event.target.checked || undefined })}
            />
            <label htmlFor={`${id}-hiring`} className="form-check-label">
              Hiring
            </label>
          </div>
        </div>
      </search>

      {/* Announced when it changes; empty until the first answer, so nothing says "0" before it. */}
      <p className="directory-summary alumni-count" aria-live="polite">
        {count}
      </p>

      {load.state.status === 'loading' ? (
        <output className="d-block directory-status">Loading alumni...</output>
      ) : null}
      <LoadFailure what="The alumni directory" load={load} className="directory-failure" />

      {answer ? (
        answer.alumni.length > 0 ? (
          <div className={load.stale ? 'alumni-results is-stale' : 'alumni-results'}>
            <ul className="alumni-grid" aria-busy={load.stale || undefined}>
              {answer.alumni.map((alumnus) => (
                <li key={alumnus.id}>
                  <AlumnusCard alumnus={alumnus} />
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <Pagination
                page={Math.min(answer.page, pages)}
                pages={pages}
                onPage={openPage}
                label="Alumni directory pages"
              />
            ) : null}
          </div>
        ) : answer.total > 0 ? (
          <div className="directory-empty">
            <p>This page is past the last one.</p>
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => openPage(pages)}
            >
              Go to the last page
            </button>
          </div>
        ) : filtered ? (
          <div className="directory-empty">
            <p className="fw-semibold mb-1">No alumni match these filters.</p>
            <p>
              Try fewer words, another spelling of the city, or turn a filter off: a brother only
              shows up for what he lets the directory show.
            </p>
            <button type="button" className="btn btn-outline-primary" onClick={clearFilters}>
              Clear filters
            </button>
          </div>
        ) : (
          <p className="directory-status">No alumni are in the directory yet.</p>
        )
      ) : null}
    </div>
  );
}
