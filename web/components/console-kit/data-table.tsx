// The one table of the console's lists (docs/product.md#officer-console): a search box, filters, the line that says
// which rows are shown, "Download CSV" (the server's `?format=csv` with the same filters; disabled on
// a page the officer may only look at, ./read-only.tsx), the rows,
// and a pager. On a phone each row becomes a card (labelled cells), so the page never scrolls
// sideways. The page owns the data and its load state (web/lib/use-load.ts).
import { useId, type ReactNode } from 'react';
import { DownloadLink } from './read-only.tsx';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row: a row header, first and bold on a phone's card. */
  primary?: boolean;
  /** The row's buttons, or figures: aligned to the end. */
  align?: 'end';
}

export interface TableFilter {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

export interface TableSearch {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}

export interface Pager {
  /** "Page 2 of 5" */
  text: string;
  previous: (() => void) | null;
  next: (() => void) | null;
  /** Short, for a phone ("Newer"); " page" is added for screen readers. */
  previousLabel?: string;
  nextLabel?: string;
}

export interface DataTableProps<Row> {
  /** What the table lists, for assistive technology: "Accounts". */
  caption: string;
  columns: readonly Column<Row>[];
  /** null until the first answer has arrived. */
  rows: readonly Row[] | null;
  rowKey: (row: Row) => string;
  /** "Showing 1–25 of 40 accounts", announced when it changes. */
  summary?: string;
  /**
   * The rows shown answer another page or other filters, and the new answer is on its way
   * (`useLoad`'s `stale`): they stay, dimmed and marked busy, and the summary says "Loading...".
   */
  stale?: boolean;
  search?: TableSearch;
  filters?: readonly TableFilter[];
  /** The same list as a CSV file (the server's `?format=csv`). */
  csvHref?: string;
  /** Shown instead of the rows when the load failed: a LoadFailure with Retry, never an empty list. */
  failure?: ReactNode;
  /** Said when the answer holds no rows: "No accounts match these filters." */
  emptyText: string;
  pager?: Pager;
}

const noFilters: readonly TableFilter[] = [];

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  summary,
  stale = false,
  search,
  filters = noFilters,
  csvHref,
  failure,
  emptyText,
  pager,
}: DataTableProps<Row>) {
  const id = useId();
  const hintId = `${id}-search-hint`;
  const hasControls = search !== undefined || filters.length > 0;
  return (
    <div className="data-table" aria-busy={stale || undefined}>
      {hasControls ? (
        <search
          className="data-table__controls"
          aria-label={`Search and filter ${caption.toLowerCase()}`}
        >
          {search ? (
            <div className="data-table__search">
              <label className="form-label" htmlFor={`${id}-search`}>
                {search.label}
              </label>
              <input
                id={`${id}-search`}
                type="search"
                className="form-control"
                value={search.value}
                onChange={(event) => search.onChange(event.target.value)}
                autoComplete="off"
                spellCheck={false}
                {...(search.hint ? { 'aria-describedby': hintId } : {})}
              />
              {search.hint ? (
                <p id={hintId} className="form-text mb-0">
                  {search.hint}
                </p>
              ) : null}
            </div>
          ) : null}
          {filters.length > 0 ? (
            <div className="data-table__filters">
              {filters.map((filter) => (
                <div className="data-table__filter" key={filter.name}>
                  <label className="form-label" htmlFor={`${id}-${filter.name}`}>
                    {filter.label}
                  </label>
                  <select
                    id={`${id}-${filter.name}`}
                    className="form-select"
                    value={filter.value}
                    onChange={(event) => filter.onChange(event.target.value)}
                  >
                    {filter.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
          ) : null}
        </search>
      ) : null}

      <div className="data-table__bar">
        <p className="data-table__summary" aria-live="polite">
          {failure ? '' : stale ? 'Loading...' : (summary ?? '')}
        </p>
        {csvHref ? (
          <DownloadLink className="btn btn-outline-secondary data-table__csv" href={csvHref}>
            Download CSV
          </DownloadLink>
        ) : null}
      </div>

      {failure ? (
        <div className="data-table__failure">{failure}</div>
      ) : rows === null ? (
        <output className="data-table__note">Loading...</output>
      ) : rows.length === 0 ? (
        <p className="data-table__note">{emptyText}</p>
      ) : (
        <div className="data-table__scroll">
          <table className="data-table__table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.align === 'end' ? 'text-end' : undefined}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) =>
                    column.primary ? (
                      <th key={column.key} scope="row" className="data-table__primary">
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td
                        key={column.key}
                        data-label={column.header}
                        className={column.align === 'end' ? 'data-table__end' : undefined}
                      >
                        {/* One box per cell: on a phone the cell is a grid of its label and this. */}
                        <div className="data-table__value">{column.cell(row)}</div>
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pager && !failure && (pager.previous || pager.next) ? (
        <nav className="data-table__pager" aria-label={`${caption}: pages`}>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={!pager.previous}
            onClick={() => pager.previous?.()}
          >
            <span aria-hidden="true">‹</span>
            {pager.previousLabel ?? 'Previous'}
            <span className="visually-hidden"> page</span>
          </button>
          <span className="data-table__page">{pager.text}</span>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={!pager.next}
            onClick={() => pager.next?.()}
          >
            {pager.nextLabel ?? 'Next'}
            <span className="visually-hidden"> page</span>
            <span aria-hidden="true">›</span>
          </button>
        </nav>
      ) : null}
    </div>
  );
}
