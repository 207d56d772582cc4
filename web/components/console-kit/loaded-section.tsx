// A console section that shows data it loads: its heading, the failure (with Retry) or "Loading...",
// then what `children` makes of the data.
import type { ReactNode } from 'react';
import type { Load } from '../../lib/use-load.ts';
import { ConsoleLoadFailure } from './console-load-failure.tsx';

export function LoadedSection<T>({
  id,
  title,
  what,
  load,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** What failed to load, for the failure's sentence ("What needs attention"). */
  what: string;
  load: Load<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <section className="console-section" aria-labelledby={id}>
      <h2 id={id} className="console-section__title">
        {title}
      </h2>
      <ConsoleLoadFailure what={what} load={load} />
      {load.state.status === 'loading' ? (
        <output className="d-block mb-3">Loading...</output>
      ) : null}
      {load.data ? children(load.data) : null}
    </section>
  );
}
