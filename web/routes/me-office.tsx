// /me/office (docs/product.md#positions-and-terms): his terms, past, present and to come, with his
// handover checklist and note, and the earlier holders' notes.
import { lazy, Suspense } from 'react';
import { MePage } from '../features/me/components/me-page.tsx';
import { pageMeta } from '../lib/meta.ts';

const YourOffice = lazy(() =>
  import('../features/me/components/your-office.tsx').then((module) => ({
    default: module.YourOffice,
  })),
);

export const meta = () => [...pageMeta('Your office'), { name: 'robots', content: 'noindex' }];

export default function MeOfficeRoute() {
  return (
    <MePage title="Office">
      {() => (
        <Suspense fallback={null}>
          <YourOffice />
        </Suspense>
      )}
    </MePage>
  );
}
