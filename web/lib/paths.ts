// Every route of the site in one place (docs/product.md#routes), so links and the router agree.
import { mePages } from '../../contract/me-pages.ts';

export const paths = {
  home: '/',
  newsletterSection: '/#newsletter-signup-section',
  about: '/about',
  philanthropy: '/philanthropy',
  highlights: '/highlights',
  /** Recruitment's interest form; its other pages are contract/recruitment-pages.ts. */
  recruitment: '/recruitment',
  merch: '/merch',
  merchCart: '/merch/cart',
  activeMembers: '/members/active',
  alumni: '/members/alumni',
  execBoard: '/members/exec',
  login: '/login',
  verify: '/verify',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  account: '/account',
  alumniAccount: '/alumni-account',
  /** A signed-in person's home, and each of its areas on its own page (docs/product.md#your-home). */
  me: mePages.home,
  myStanding: mePages.standing,
  myDues: mePages.dues,
  myPrivacy: mePages.privacy,
  myOffice: mePages.office,
  myMail: mePages.mail,
  myData: mePages.data,
  mySecurity: mePages.security,
  myRecruitment: mePages.recruitment,
  /** Today's events to check in to; an event's own check-in is contract/attendance.ts `checkInPath`. */
  checkIn: '/check-in',
  /** The officer console; its own pages are in components/console-kit/console-paths.ts. */
  officers: '/officers',
} as const;

export const newsletterSectionId = 'newsletter-signup-section';
