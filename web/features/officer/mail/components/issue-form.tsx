// "Publish a new issue": title, date and 1 to 12 page pictures chosen at once, put in order (move,
// remove) before the upload, sent with a progress bar that can be stopped; guarded while filled in.
import { useId, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { issueFields } from '../../../../../contract/api/officer/mail.ts';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { check, type FieldErrors } from '../../../../components/form-kit/validation.ts';
import type { ResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { useUnsavedChangesGuard } from '../../../../lib/unsaved-changes-guard.tsx';
import { IssueUploadError, uploadIssue } from '../api.ts';
import { acceptedTypes, maxPages, pagesProblem, type IssueField } from '../issue-pages.ts';
import { choose, ChosenPages, type Chosen } from './chosen-pages.tsx';

const pad = (n: number) => String(n).padStart(2, '0');
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

export function IssueForm({
  message,
  onPublished,
}: {
  /** The page's result line (shown in this form): the upload's and the deletes' outcomes. */
  message: ResultMessage;
  onPublished: () => void;
}) {
  const [title, setTitle] = useState('');
  const [date, setDate] = useState(localToday);
  const [pages, setPages] = useState<Chosen[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const guard = useUnsavedChangesGuard(title.trim() !== '' || pages.length > 0);
  const id = useId();
  const ids = {
    title: `${id}-title`,
    date: `${id}-date`,
    pages: `${id}-pages`,
  } satisfies Record<IssueField, string>;

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
      message.succeeded(`“${title.trim()}” is published.`, 15_000);
      setTitle('');
      setDate(localToday());
      setPages([]);
      setErrors({});
      onPublished();
    } catch (error) {
      if (error instanceof IssueUploadError) {
        if (error.failure.field) {
          setErrors({ [error.failure.field]: error.failure.message });
          focusField(error.failure.field);
        } else {
          message.show({ kind: 'danger', text: error.failure.message });
        }
      } else if (error instanceof DOMException && error.name === 'AbortError') {
        message.show(
          { kind: 'info', text: 'The upload was stopped: nothing was published.' },
          8_000,
        );
      } else {
        message.failed(error, 'The issue was not published');
      }
    } finally {
      upload.current = null;
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  const clearError = (field: IssueField) => {
    if (errors[field]) setErrors(({ [field]: _old, ...rest }) => rest);
  };

  return (
    <>
      <KitForm
        noValidate
        className="console-form issue-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!uploading) void publish();
        }}
      >
        <div className="issue-form__row">
          <IssueTextField
            id={ids.title}
            name="title"
            label="Title"
            value={title}
            error={errors.title}
            disabled={uploading}
            onChange={(value) => {
              setTitle(value);
              clearError('title');
            }}
          />
          <IssueTextField
            id={ids.date}
            name="date"
            type="date"
            label="Date of the issue"
            value={date}
            error={errors.date}
            disabled={uploading}
            onChange={(value) => {
              setDate(value);
              clearError('date');
            }}
          />
        </div>
        <PagesField
          id={ids.pages}
          error={errors.pages}
          disabled={uploading}
          onChosen={(files) => setPagesAndCheck([...pages, ...files.map(choose)])}
        />

        <ChosenPages pages={pages} disabled={uploading} onChange={setPagesAndCheck} />
        {uploading ? <UploadProgress progress={progress} /> : null}
        <FormResult result={message.result} className="mb-3" />
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
      {guard.dialog}
    </>
  );
}

/** The error of a field, under it, named `<id>-error` for its aria-describedby. */
function FieldErrorLine({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

function IssueTextField({
  id,
  name,
  type,
  label,
  value,
  error,
  disabled,
  onChange,
}: {
  id: string;
  name: string;
  type?: 'date';
  label: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Group className="form-field mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control
        id={id}
        name={name}
        {...(type ? { type } : { autoComplete: 'off' })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined || undefined}
        required
        disabled={disabled}
        {...(error ? { 'aria-describedby': `${id}-error` } : {})}
      />
      <FieldErrorLine id={id} error={error} />
    </Form.Group>
  );
}

/** The upload's progress bar, then "the server is preparing the pages" once all is sent. */
function UploadProgress({ progress }: { progress: number | null }) {
  const percent = Math.round((progress ?? 0) * 100);
  return (
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
  );
}

/** The file chooser of the pages: those chosen are added after the pages already there. */
function PagesField({
  id,
  error,
  disabled,
  onChosen,
}: {
  id: string;
  error: string | undefined;
  disabled: boolean;
  onChosen: (files: File[]) => void;
}) {
  const pagesHintId = `${id}-hint`;
  return (
    <Form.Group className="form-field mb-3">
      <Form.Label htmlFor={id}>Pages</Form.Label>
      <Form.Control
        id={id}
        name="pages"
        type="file"
        multiple
        accept={acceptedTypes}
        disabled={disabled}
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={[pagesHintId, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          const files = [...(input.files ?? [])];
          // Added after the pages already chosen, in the order the chooser gives them.
          if (files.length) onChosen(files);
          input.value = '';
        }}
      />
      <FieldErrorLine id={id} error={error} />
      <p id={pagesHintId} className="form-text mb-0">
        1 to {maxPages} pictures (JPEG, PNG, WebP or HEIC, at most 10 MB each), chosen together; put
        them in order below.
      </p>
    </Form.Group>
  );
}
