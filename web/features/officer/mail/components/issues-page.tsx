// Issues of the home page's "Latest Newsletter" viewer (area `communications`,
// docs/product.md#officer-console): publish a new one — title, date and 1 to 12 page pictures
// chosen at once, put in order (move, remove) before the upload, sent with a progress bar — and
// the issues published, newest first (the first is the home page's latest), each with its pages.
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleSection } from '../../../../components/console-kit/console-section.tsx';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadIssues } from '../api.ts';
import { IssueForm } from './issue-form.tsx';
import { MailTabs } from './mail-tabs.tsx';
import { PublishedIssues } from './published-issues.tsx';

export function IssuesPage() {
  const issues = useLoad(loadIssues, { key: 'officer/mail/issues' });
  const message = useResultMessage();

  return (
    <>
      <ConsoleHeader
        title="Home page issues"
        lead={
          <>
            The newsletter&apos;s issues on the home page: its &quot;Latest Newsletter&quot; shows
            the issue with the newest date; visitors can still read the earlier ones.
          </>
        }
      />
      <MailTabs />

      <ConsoleSection headingId="publish-heading" title="Publish a new issue">
        <IssueForm message={message} onPublished={() => invalidate('officer/mail/issues')} />
      </ConsoleSection>

      <PublishedIssues
        issues={issues}
        message={message}
        onDeleted={() => invalidate('officer/mail/issues')}
      />
    </>
  );
}
