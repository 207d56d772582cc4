// The issues published, newest first (the first is the home page's latest), each with its pages
// and Delete (asked first).
import { Button } from 'react-bootstrap';
import type { NewsletterIssue } from '../../../../../contract/api/newsletter.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { formatDay } from '../../../../components/console-kit/dates.ts';
import { useConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import type { ResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import type { Load } from '../../../../lib/use-load.ts';
import { deleteIssue } from '../api.ts';

export function PublishedIssues({
  issues,
  message,
  onDeleted,
}: {
  issues: Load<{ issues: NewsletterIssue[] }>;
  message: ResultMessage;
  /** The list changed (or may have): ask for it again. */
  onDeleted: () => void;
}) {
  const removing = useConfirmAction<NewsletterIssue>();
  const list = issues.data?.issues ?? null;

  const confirmDelete = () =>
    removing.run(async (issue) => {
      try {
        const answer = await deleteIssue(issue.id);
        message.succeeded(`${answer.message} (“${issue.title}”)`, 10_000);
      } catch (error) {
        message.failed(error, 'The issue was not deleted');
      }
      onDeleted();
    });

  return (
    <section className="console-section" aria-labelledby="issues-heading">
      <h2 id="issues-heading" className="console-section__title">
        Published issues
      </h2>
      <ConsoleLoadFailure what="The issues" load={issues} />
      {list === null ? (
        issues.state.status === 'failed' ? null : (
          <output className="data-table__note">Loading...</output>
        )
      ) : list.length === 0 ? (
        <p className="data-table__note">
          No issue has been published here yet: the home page shows the issue that came with the
          site&apos;s content. The first issue published keeps that one as an earlier issue.
        </p>
      ) : (
        <ul className="issue-list">
          {list.map((issue, index) => (
            <IssueCard key={issue.id} issue={issue} latest={index === 0} onDelete={removing.ask} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        {...removing.dialogProps}
        title="Delete this issue?"
        confirmLabel="Delete the issue"
        busyLabel="Deleting..."
        onConfirm={() => void confirmDelete()}
      >
        <p className="mb-0">
          &quot;{removing.target?.title}&quot; and its pages are removed from the site for good
          {list && removing.target && list[0]?.id === removing.target.id
            ? '; the home page then shows the next newest issue'
            : ''}
          . This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}

function IssueCard({
  issue,
  latest,
  onDelete,
}: {
  issue: NewsletterIssue;
  /** The newest: the one the home page shows. */
  latest: boolean;
  onDelete: (issue: NewsletterIssue) => void;
}) {
  return (
    <li className="issue-card">
      <div className="issue-card__head">
        <h3 className="issue-card__title">{issue.title}</h3>
        <p className="issue-card__meta">
          {formatDay(issue.date)} · {issue.pages.length} page
          {issue.pages.length === 1 ? '' : 's'}
          {latest ? (
            <>
              {' '}
              <span className="status-badge">Latest on the home page</span>
            </>
          ) : null}
        </p>
      </div>
      <ol className="issue-card__pages">
        {issue.pages.map((page, at) => (
          <li key={page.preview}>
            <a href={page.full} target="_blank" rel="noreferrer">
              <img
                src={page.preview}
                alt={`Page ${at + 1} of ${issue.title}`}
                width={page.width}
                height={page.height}
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </ol>
      <p className="issue-card__actions">
        <Button
          variant="outline-danger"
          size="sm"
          className="issue-card__delete"
          onClick={() => onDelete(issue)}
        >
          Delete<span className="visually-hidden"> “{issue.title}”</span>
        </Button>
      </p>
    </li>
  );
}
