// /recruitment and the pages a prospective member's emails and the door's QR code link to
// (docs/product.md#recruitment): one route that picks the page from the address
// (contract/recruitment-pages.ts), so that the route table every page downloads grows by one entry
// (decision 017). The build prerenders each page's address; any other /recruitment/… is a 404.
import { useLocation } from 'react-router';
import { PageNotFound } from '../components/page-not-found.tsx';
import { BidPage } from '../features/recruitment/components/bid-page.tsx';
import { CheckInPage } from '../features/recruitment/components/check-in-page.tsx';
import { ConfirmPage } from '../features/recruitment/components/confirm-page.tsx';
import { ForgetPage } from '../features/recruitment/components/forget-page.tsx';
import { JoinPage } from '../features/recruitment/components/join-page.tsx';
import { recruitmentPageAt, type RecruitmentPage } from '../../contract/recruitment-pages.ts';
import { recruitmentContent } from '../lib/content/recruitment.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/recruitment';

/** Each page: its title in the browser's tab, and its content. */
const pages: Record<RecruitmentPage, { tab: () => string; body: () => React.ReactNode }> = {
  join: { tab: () => recruitmentContent.title, body: () => <JoinPage /> },
  confirm: { tab: () => 'Confirm your email', body: () => <ConfirmPage /> },
  forget: { tab: () => 'Delete my details', body: () => <ForgetPage /> },
  bid: { tab: () => 'Your bid', body: () => <BidPage /> },
  checkIn: { tab: () => 'Check in at a rush event', body: () => <CheckInPage /> },
};

export const meta = ({ location }: Route.MetaArgs) => {
  const page = recruitmentPageAt(location.pathname);
  if (!page) return [...pageMeta('Page not found'), { name: 'robots', content: 'noindex' }];
  if (page === 'join') return pageMeta(recruitmentContent.title, recruitmentContent.intro);
  // The pages of one person's links are nobody's search result.
  return [...pageMeta(pages[page].tab()), { name: 'robots', content: 'noindex' }];
};

export default function RecruitmentRoute() {
  const page = recruitmentPageAt(useLocation().pathname);
  return page ? pages[page].body() : <PageNotFound />;
}
