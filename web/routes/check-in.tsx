// /check-in/:eventId: a member's check-in at the door (docs/product.md#check-in), opened by the QR
// code on the officer's screen. Runs in the browser only: the server sends the app's shell for it.
import { CheckInPage } from '../features/events/check-in/components/check-in-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => [...pageMeta('Check In'), { name: 'robots', content: 'noindex' }];

export default function CheckInRoute() {
  return <CheckInPage />;
}
