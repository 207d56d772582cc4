// The addresses of recruitment's public pages (docs/product.md#recruitment): the web app routes them
// (one route, web/routes/recruitment.tsx), the build prerenders each (react-router.config.ts), and
// the server's emails to a prospective member link to them with their `?token=`.
export const recruitmentPages = {
  join: '/recruitment',
  confirm: '/recruitment/confirm',
  forget: '/recruitment/forget',
  bid: '/recruitment/bid',
  checkIn: '/recruitment/check-in',
} as const;

export type RecruitmentPage = keyof typeof recruitmentPages;

/** Which recruitment page an address is, or null for an address under /recruitment that is none. */
export function recruitmentPageAt(pathname: string): RecruitmentPage | null {
  const path = pathname.replace(/\/+$/, '');
  const found = Object.entries(recruitmentPages).find(([, address]) => address === path);
  return (found?.[0] as RecruitmentPage | undefined) ?? null;
}

/** A prospective member's check-in at a rush event, with the code from the door's screen. */
export function recruitmentCheckInPath(eventId: string, code?: string | null): string {
  const query = new URLSearchParams({ event: eventId });
  if (code) query.set('c', code);
  return `${recruitmentPages.checkIn}?${query.toString()}`;
}
