// Issues of the home page's "Latest Newsletter" viewer (area `communications`,
// docs/product.md#officer-console): publish a new one — title, date and 1 to 12 page pictures
// chosen at once, put in order (move, remove) before the upload, sent with a progress bar — and
// the issues published, newest first (the first is the home page's latest), each with its pages.
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { issueFields } from '../../../../contract/api/communications.ts';
import type { NewsletterIssue } from '../../../../contract/api/newsletter.ts';
import { ConfirmDialog } from '../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleLoadFailure } from '../../../components/console-kit/console-load-failure.tsx';
import { FormResult } from '../../../components/form-kit/fields.tsx';
import { check, failureText, type FieldErrors } from '../../../components/form-kit/validation.ts';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes-guard.tsx';
import { useLoad } from '../../../lib/use-load.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { formatDay } from '../../../lib/console-kit/dates.ts';
import { deleteIssue, IssueUploadError, loadIssues, uploadIssue } from '../api.ts';
import {
  acceptedTypes,
  formatBytes,
  maxPages,
  movePage,
  pageProblem,
  pagesProblem,
  removePage,
  type IssueField,
} from '../issue-pages.ts';
import { NewsletterTabs } from './newsletter-tabs.tsx';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';

interface Chosen {
  id: string;
  file: File;
}

const pad = (n: number) => String(n).padStart(2, '0');
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

let chosenCount = 0;
const choose = (file: File): Chosen => ({ id: `page-${(chosenCount += 1)}`, file });

/**
 * A small picture of the page for the list, drawn by the browser (a data: address, so nothing is
 * fetched); null for a kind the browser cannot draw, like HEIC (the server converts it).
 */
async function thumbnailOf(file: File): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(112 / bitmap.width, 144 / bitmap.height, 1);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.7);
  } catch {
    return null;
  }
}

/** The page's thumbnail, or its number until (or unless) the browser can draw it. */
function Thumbnail({ file, n }: { file: File; n: number }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void thumbnailOf(file).then((made) => {
      if (live) setUrl(made);
    });
    return () => {
      live = false;
    };
  }, [file]);
  return (
    <span className="chosen-pages__thumb" aria-hidden="true">
      {url ? <img src={url} alt="" /> : <span>{n}</span>}
    </span>
  );
}

export function IssuesPage() {
  const [version, setVersion] = useState(0);
  const issues = useLoad(loadIssues, { deps: [version] });
  const [title, setTitle] = useState('');
  const [date, setDate] = useState(localToday);
  const [pages, setPages] = useState<Chosen[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [result, showResult] = useTimedMessage();
  const [removing, setRemoving] = useState<NewsletterIssue | null>(null);
  const [deleting, setDeleting] = useState(false);
  const upload = useRef<AbortController | null>(null);
  const guard = useUnsavedChangesGuard(title.trim() !== '' || pages.length > 0);
  const id = useId();
  const ids = {
    title: `${id}-title`,
    date: `${id}-date`,
    pages: `${id}-pages`,
  } satisfies Record<IssueField, string>;
  const pagesHintId = `${ids.pages}-hint`;

  const setPagesAndCheck = (next: Chosen[]) => {
    setPages(next);
    setErrors(({ pages: _old, ...rest }) => {
      const problem = next.length ? pagesProblem(next.map((page) => page.file)) : null;
      return problem ? { ...rest, pages: problem } : rest;
    });
  };

  const focusField = (field: IssueField) => document.getElementById(ids[field])?.focus();

  const publish = async () => {
    const checked = await check(issueFields, { title, date });
    const found: Record<string, string> = checked.ok ? {} : { ...checked.errors };
    const problem = pagesProblem(pages.map((page) => page.file));
    if (problem) found.pages = problem;
    setErrors(found);
    const first = (['title', 'date', 'pages'] as const).find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      await uploadIssue(
        { title: title.trim(), date, pages: pages.map((page) => page.file) },
        setProgress,
        controller.signal,
      );
      showResult({ kind: 'success', text: `“${title.trim()}” is published.` }, 15_000);
      setTitle('');
      setDate(localToday());
      setPages([]);
      setErrors({});
      setVersion((n) => n + 1);
    } catch (error) {
      if (error instanceof IssueUploadError) {
        if (error.failure.field) {
          setErrors({ [error.failure.field]: error.failure.message });
          focusField(error.failure.field);
        } else {
          showResult({ kind: 'danger', text: error.failure.message });
        }
      } else if (error instanceof DOMException && error.name === 'AbortError') {
        showResult({ kind: 'info', text: 'The upload was stopped: nothing was published.' }, 8_000);
      } else {
        showResult({ kind: 'danger', text: failureText(error, 'The issue was not published') });
      }
    } finally {
      upload.current = null;
      setProgress(null);
    }
  };

  const confirmDelete = async () => {
    if (!removing) return;
    setDeleting(true);
    try {
      const answer = await deleteIssue(removing.id);
      showResult({ kind: 'success', text: `${answer.message} (“${removing.title}”)` }, 10_000);
    } catch (error) {
      showResult({ kind: 'danger', text: failureText(error, 'The issue was not deleted') });
    } finally {
      setDeleting(false);
      setRemoving(null);
      setVersion((n) => n + 1);
    }
  };

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  const list = issues.data?.issues ?? null;

  return (
    <>
      <header className="console-header">
        <h1 className="console-header__title">Newsletter issues</h1>
        <p className="console-header__lead">
          The home page&apos;s &quot;Latest Newsletter&quot; shows the issue with the newest date;
          visitors can still read the earlier ones.
        </p>
      </header>
      <NewsletterTabs />

      <section className="console-section" aria-labelledby="publish-heading">
        <h2 id="publish-heading" className="console-section__title">
          Publish a new issue
        </h2>
        <KitForm
          noValidate
          className="console-form issue-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!uploading) void publish();
          }}
        >
          <div className="issue-form__row">
            <Form.Group className="form-field mb-3">
              <Form.Label htmlFor={ids.title}>Title</Form.Label>
              <Form.Control
                id={ids.title}
                name="title"
                value={title}
                onChange={(event) => {
                  setTitle(event.target.value);
                  if (errors.title) setErrors(({ title: _old, ...rest }) => rest);
                }}
                isInvalid={errors.title !== undefined}
                aria-invalid={errors.title !== undefined || undefined}
                autoComplete="off"
                required
                disabled={uploading}
                {...(errors.title ? { 'aria-describedby': `${ids.title}-error` } : {})}
              />
              {errors.title ? (
                <p id={`${ids.title}-error`} className="field-error">
                  {errors.title}
                </p>
              ) : null}
            </Form.Group>
            <Form.Group className="form-field mb-3">
              <Form.Label htmlFor={ids.date}>Date of the issue</Form.Label>
              <Form.Control
                id={ids.date}
                name="date"
                type="date"
                value={date}
                onChange={(event) => {
                  setDate(event.target.value);
                  if (errors.date) setErrors(({ date: _old, ...rest }) => rest);
                }}
                isInvalid={errors.date !== undefined}
                aria-invalid={errors.date !== undefined || undefined}
                required
                disabled={uploading}
                {...(errors.date ? { 'aria-describedby': `${ids.date}-error` } : {})}
              />
              {errors.date ? (
                <p id={`${ids.date}-error`} className="field-error">
                  {errors.date}
                </p>
              ) : null}
            </Form.Group>
          </div>
          <Form.Group className="form-field mb-3">
            <Form.Label htmlFor={ids.pages}>Pages</Form.Label>
            <Form.Control
              id={ids.pages}
              name="pages"
              type="file"
              multiple
              accept={acceptedTypes}
              disabled={uploading}
              isInvalid={errors.pages !== undefined}
              aria-invalid={errors.pages !== undefined || undefined}
              aria-describedby={[pagesHintId, errors.pages ? `${ids.pages}-error` : '']
                .filter(Boolean)
                .join(' ')}
              onChange={(event) => {
                const input = event.target as HTMLInputElement;
                const files = [...(input.files ?? [])];
                // Added after the pages already chosen, in the order the chooser gives them.
                if (files.length) setPagesAndCheck([...pages, ...files.map(choose)]);
                input.value = '';
              }}
            />
            {errors.pages ? (
              <p id={`${ids.pages}-error`} className="field-error">
                {errors.pages}
              </p>
            ) : null}
            <p id={pagesHintId} className="form-text mb-0">
              1 to {maxPages} pictures (JPEG, PNG, WebP or HEIC, at most 10 MB each), chosen
              together; put them in order below.
            </p>
          </Form.Group>

          {pages.length > 0 ? (
            <ol className="chosen-pages" aria-label="Chosen pages, in order">
              {pages.map((page, index) => {
                const problem = pageProblem(page.file, index + 1);
                const n = index + 1;
                return (
                  <li className="chosen-pages__item" key={page.id}>
                    <Thumbnail file={page.file} n={n} />
                    <span className="chosen-pages__facts">
                      <span className="chosen-pages__name">
                        Page {n}: {page.file.name}
                      </span>
                      <span className={problem ? 'field-error mb-0' : 'form-text'}>
                        {problem ?? formatBytes(page.file.size)}
                      </span>
                    </span>
                    <span className="chosen-pages__actions">
                      <Button
                        variant="outline-secondary"
                        size="sm"
                        disabled={uploading || index === 0}
                        onClick={() => setPagesAndCheck(movePage(pages, index, -1))}
                      >
                        <span aria-hidden="true">↑</span>
                        <span className="visually-hidden">Move page {n} up</span>
                      </Button>
                      <Button
                        variant="outline-secondary"
                        size="sm"
                        disabled={uploading || index === pages.length - 1}
                        onClick={() => setPagesAndCheck(movePage(pages, index, 1))}
                      >
                        <span aria-hidden="true">↓</span>
                        <span className="visually-hidden">Move page {n} down</span>
                      </Button>
                      <Button
                        variant="outline-danger"
                        size="sm"
                        disabled={uploading}
                        onClick={() => setPagesAndCheck(removePage(pages, index))}
                      >
                        Remove<span className="visually-hidden"> page {n}</span>
                      </Button>
                    </span>
                  </li>
                );
              })}
            </ol>
          ) : null}

          {uploading ? (
            <div className="issue-upload">
              <progress
                className="issue-upload__bar"
                aria-label="Upload of the issue"
                max={100}
                value={percent}
              />
              <output className="form-text d-block">
                {percent < 100
                  ? `Uploading... ${percent}%`
                  : 'Uploaded: the server is preparing the pages...'}
              </output>
            </div>
          ) : null}
          <FormResult result={result} className="mb-3" />
          <div className="compose-form__actions">
            <Button type="submit" variant="primary" disabled={uploading}>
              {uploading ? 'Publishing...' : 'Publish the issue'}
            </Button>
            {uploading ? (
              <Button variant="outline-secondary" onClick={() => upload.current?.abort()}>
                Stop the upload
              </Button>
            ) : null}
          </div>
        </KitForm>
      </section>

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
              <li className="issue-card" key={issue.id}>
                <div className="issue-card__head">
                  <h3 className="issue-card__title">{issue.title}</h3>
                  <p className="issue-card__meta">
                    {formatDay(issue.date)} · {issue.pages.length} page
                    {issue.pages.length === 1 ? '' : 's'}
                    {index === 0 ? (
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
                    onClick={() => setRemoving(issue)}
                  >
                    Delete<span className="visually-hidden"> “{issue.title}”</span>
                  </Button>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        show={removing !== null}
        title="Delete this issue?"
        confirmLabel="Delete the issue"
        busyLabel="Deleting..."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setRemoving(null)}
      >
        <p className="mb-0">
          &quot;{removing?.title}&quot; and its pages are removed from the site for good
          {list && removing && list[0]?.id === removing.id
            ? '; the home page then shows the next newest issue'
            : ''}
          . This cannot be undone.
        </p>
      </ConfirmDialog>
      {guard.dialog}
    </>
  );
}
