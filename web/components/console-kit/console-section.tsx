// One section of a console page, named by its heading (aria-labelledby), so that every section is
// a landmark a screen reader lists by its title.
import type { ReactNode } from 'react';

export function ConsoleSection({
  headingId,
  title,
  className = '',
  children,
}: {
  /** The heading's id, which names the section. */
  headingId: string;
  title: ReactNode;
  /** More classes beside `console-section`. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `console-section ${className}` : 'console-section'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="console-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
