// The newsletter's three console pages, linked from each of them: subscribers, sending, issues.
import { ConsoleTabs } from '../../../../components/console-kit/console-tabs.tsx';
import { consolePaths } from '../../../../components/console-kit/console-routes.ts';

const tabs = [
  { to: consolePaths.newsletter, label: 'Subscribers' },
  { to: consolePaths.newsletterCompose, label: 'Send a newsletter' },
  { to: consolePaths.newsletterIssues, label: 'Issues on the home page' },
] as const;

export function NewsletterTabs() {
  return <ConsoleTabs label="Newsletter pages" tabs={tabs} />;
}
