// The account settings' security sections, by their place on the page: the console links an
// officer to turn on two-factor there.
import { paths } from '../../lib/paths.ts';

export const twoFactorSectionId = 'two-factor';
export const sessionsSectionId = 'sessions';

/** Where an account turns two-factor authentication on: its own settings page, at that section. */
export const twoFactorSettingsPath = (role: string | undefined) =>
  `${role === 'alumni' ? paths.alumniAccount : paths.account}#${twoFactorSectionId}`;
