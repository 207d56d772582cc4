// The security sections of a person's own pages, by their place on the page: the console links an
// officer to turn on two-factor there.
import { paths } from '../../lib/paths.ts';

export const twoFactorSectionId = 'two-factor';
export const sessionsSectionId = 'sessions';

/**
 * Where an account turns two-factor authentication on: its sign-in and security page, at that
 * section. Members and alumni share the page; the role its callers pass no longer changes it.
 */
export const twoFactorSettingsPath = (_role?: string) =>
  `${paths.mySecurity}#${twoFactorSectionId}`;
