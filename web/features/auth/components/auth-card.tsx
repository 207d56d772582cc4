// The frame of the account screens: the chapter's logo, a heading and a card.
import type { ReactNode } from 'react';
import { ChapterLogo } from '../../../components/chapter-logo.tsx';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="auth-page">
      <div className="auth-card">
        <ChapterLogo className="auth-card__logo" sizes="64px" />
        <h1 className="auth-card__title">{title}</h1>
        {children}
      </div>
    </section>
  );
}
