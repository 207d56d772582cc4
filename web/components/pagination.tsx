// A directory's pager (docs/product.md#directory): Previous, the page numbers of the pagination
// window, Next; on a phone the words become arrows and the bar stays on one line. Shared by the
// active directory and the alumni directory.
import { paginationWindow } from '../lib/pagination-window.ts';

export function Pagination({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the navigation: "Directory pages". */
  label: string;
}) {
  return (
    <nav aria-label={label}>
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
