// The frame of the pages a prospective member's emails link to (confirm, forget, the bid, check-in):
// a heading and a narrow column. Their link's token is read from the address once the page runs, so
// it is never in the prerendered HTML. Their buttons are Bootstrap's classes on plain buttons:
// react-bootstrap's Button would bring the shared chunk of its internals to the page's first load.
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { recruitmentPages } from '../../../../contract/recruitment-pages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { loadFailureReason, type Load } from '../../../lib/use-load.ts';

export function LinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} eyebrow="Recruitment" />
      <section className="container section">
        <div className="mx-auto measure">{children}</div>
      </section>
    </>
  );
}

/** The address's `name`, once the page runs: undefined before, '' when it has none. */
export function useAddressValue(name: string): string | undefined {
  const [params] = useSearchParams();
  return useHydrated() ? (params.get(name) ?? '').trim() : undefined;
}

export const BackToForm = ({ children = 'Go to the interest form' }: { children?: ReactNode }) => (
  <Link to={recruitmentPages.join}>{children}</Link>
);

export const waiting = <output className="d-block">Loading...</output>;

/** A call of the page that got no answer it can use: what did not happen, why, and Try again. */
export function TryAgain<T>({ text, load }: { text: string; load: Load<T> }) {
  if (load.state.status !== 'failed') return null;
  const { error, retrying } = load.state;
  return (
    <div role="alert">
      <p>
        <strong>{text}</strong> {loadFailureReason(error)}
      </p>
      <button
        type="button"
        className="btn btn-primary"
        // Only looks disabled while retrying: a disabled button would drop the keyboard focus.
        aria-disabled={retrying}
        onClick={() => (retrying ? undefined : load.retry())}
      >
        Try again
      </button>
    </div>
  );
}
