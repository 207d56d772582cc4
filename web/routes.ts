// The route table of docs/product.md#routes; pages stay thin and compose features.
import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('philanthropy', 'routes/philanthropy.tsx'),
  route('highlights', 'routes/highlights.tsx'),
  route('merch', 'routes/merch.tsx'),
  route('merch/cart', 'routes/merch-cart.tsx'),
  route('members/exec', 'routes/exec-board.tsx'),
  route('members/active', 'routes/active-members.tsx'),
  route('members/alumni', 'routes/alumni.tsx'),
  route('login', 'routes/login.tsx'),
  route('verify', 'routes/verify.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('account', 'routes/account.tsx'),
  // The alumnus's account page is the member's, for the other side (the module reads the address).
  route('alumni-account', 'routes/account.tsx', { id: 'routes/alumni-account' }),
  // A signed-in brother's home and each of its areas on its own page (docs/product.md#your-home).
  // Its pages are one route that picks the page from the address (contract/me-pages.ts), so
  // that this table, which every page downloads, names one file for all seven; each is prerendered.
  route('me/*', 'routes/me.tsx'),
  // Recruitment's public pages: the interest form and the pages its emails link to, one route that
  // picks the page from the address (contract/recruitment-pages.ts); each is prerendered.
  route('recruitment/*', 'routes/recruitment.tsx'),
  route('newsletter/:status', 'routes/newsletter-status.tsx'),
  route('check-in', 'routes/check-in-today.tsx'),
  // Opened by the QR code of an event's check-in screen; runs in the browser (not prerendered).
  route('check-in/:eventId', 'routes/check-in.tsx'),
  // The officer console: one route for all its pages, which it routes itself and loads on demand,
  // so that the route table every public page downloads grows by one entry (decision 017). Not
  // prerendered (react-router.config.ts): the server sends the app's shell for /officers/*.
  route('officers/*', 'routes/officers.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
