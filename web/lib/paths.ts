// Every route of the site in one place (SPEC.md §2), so links and the router agree.
export const paths = {
  home: '/',
  newsletterSection: '/#newsletter-signup-section',
  about: '/about',
  philanthropy: '/philanthropy',
  highlights: '/highlights',
  merch: '/merch',
  activeMembers: '/members/active',
  alumni: '/members/alumni',
  execBoard: '/members/exec',
  login: '/login',
  verify: '/verify',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  account: '/account',
  alumniAccount: '/alumni-account',
} as const;

export const newsletterSectionId = 'newsletter-signup-section';
