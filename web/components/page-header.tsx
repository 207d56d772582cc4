// The banner at the top of each inner page: title, optional eyebrow and lead.
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  eyebrow,
  children,
}: {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="container">
        {eyebrow ? <p className="page-header__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-header__title">{title}</h1>
        {children ? <div className="page-header__lead">{children}</div> : null}
      </div>
    </header>
  );
}
