// /check-in: the events a member can check in to today, each leading to its check-in, where he
// types the code from the screen at the door (docs/product.md#check-in). Prerendered as "Loading...";
// the list is the signed-in member's, loaded in the browser.
import { TodaysCheckInsPage } from '../features/events/check-in/components/todays-check-ins.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => [...pageMeta('Check In'), { name: 'robots', content: 'noindex' }];

export default function CheckInTodayRoute() {
  return <TodaysCheckInsPage />;
}
