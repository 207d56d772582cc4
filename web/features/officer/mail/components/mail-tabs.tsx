// The console's three Mail pages, linked from each of them: sending, the newsletter's subscribers,
// and its issues on the home page.
import { ConsoleTabs } from '../../../../components/console-kit/console-tabs.tsx';
import { consolePaths } from '../../../../components/console-kit/console-routes.ts';

const tabs = [
  { to: consolePaths.mail, label: 'Send mail' },
  { to: consolePaths.mailSubscribers, label: 'Subscribers' },
  { to: consolePaths.mailIssues, label: 'Home page issues' },
] as const;

export function MailTabs() {
  return <ConsoleTabs label="Mail pages" tabs={tabs} />;
}
