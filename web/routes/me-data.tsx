// /me/data (docs/product.md#privacy): who saw his data, a copy of it, and the end of his account.
import { lazy, Suspense } from 'react';
import { MePage } from '../features/me/components/me-page.tsx';
import { pageMeta } from '../lib/meta.ts';

const YourData = lazy(() =>
  import('../features/me/components/your-data.tsx').then((module) => ({
    default: module.YourData,
  })),
);

export const meta = () => [...pageMeta('Your data'), { name: 'robots', content: 'noindex' }];

export default function MeDataRoute() {
  return (
    <MePage title="Your data">
      {() => (
        <Suspense fallback={null}>
          <YourData />
        </Suspense>
      )}
    </MePage>
  );
}
