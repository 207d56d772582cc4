// The top of a console page: its title (the page's one h1) and a line on what it is for, with an
// optional way back above them.
import type { ReactNode } from 'react';

export function ConsoleHeader({
  title,
  lead,
  back,
}: {
  title: ReactNode;
  lead: ReactNode;
  /** Drawn above the title (e.g. "← Public pages"). */
  back?: ReactNode;
}) {
  return (
    <header className="console-header">
      {back}
      <h1 className="console-header__title">{title}</h1>
      <p className="console-header__lead">{lead}</p>
    </header>
  );
}
