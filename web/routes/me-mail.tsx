// /me/mail (docs/product.md#mail-to-the-chapter): which kinds of chapter email he receives.
import { lazy, Suspense } from 'react';
import { MePage } from '../features/me/components/me-page.tsx';
import { pageMeta } from '../lib/meta.ts';

const MailChoices = lazy(() =>
  import('../features/me/mail/components/mail-choices.tsx').then((module) => ({
    default: module.MailChoices,
  })),
);

export const meta = () => [...pageMeta('Your mail'), { name: 'robots', content: 'noindex' }];

export default function MeMailRoute() {
  return (
    <MePage title="Mail">
      {() => (
        <Suspense fallback={null}>
          <MailChoices />
        </Suspense>
      )}
    </MePage>
  );
}
