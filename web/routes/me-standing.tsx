// /me/standing (docs/product.md#standing): a member's standing this semester, his excuses and
// hours, and the forms to ask to be excused and to log service hours.
import { lazy, Suspense } from 'react';
import { MePage } from '../features/me/components/me-page.tsx';
import { pageMeta } from '../lib/meta.ts';

const YourStanding = lazy(() =>
  import('../features/me/standing/components/your-standing.tsx').then((module) => ({
    default: module.YourStanding,
  })),
);

export const meta = () => [...pageMeta('Your standing'), { name: 'robots', content: 'noindex' }];

export default function MeStandingRoute() {
  return (
    <MePage title="Standing">
      {(user) =>
        // The server counts a standing for active members only: an alumnus is told, not refused.
        user.role === 'alumni' ? (
          <p>Standing is counted for active members: an alumnus has none.</p>
        ) : (
          <Suspense fallback={null}>
            <YourStanding />
          </Suspense>
        )
      }
    </MePage>
  );
}
