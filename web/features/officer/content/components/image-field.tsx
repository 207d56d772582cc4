// Picture fields of the content editors (decision 018): one picture (ImageField) or a gallery of
// many (GalleryField). A picture is uploaded as soon as it is chosen, with its progress; the field
// then holds its reference (`uploads/<id>-<w>x<h>.webp`), published with the page. The server's
// refusal ("This file is not a picture…") is shown at the field.
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, Form, ProgressBar } from 'react-bootstrap';
import {
  imageAccept,
  imageFileProblem,
  ImageUploadError,
  thumbnailOf,
  uploadImage,
} from '../image-upload.ts';

/** How many pictures of a gallery are sent at once (the server processes two at a time). */
const galleryConcurrency = 2;

function Thumbnail({ value, alt }: { value: string; alt: string }) {
  const thumbnail = thumbnailOf(value);
  if (!thumbnail)
    return (
      <span className="image-field__placeholder d-inline-flex align-items-center justify-content-center border rounded bg-light text-body-secondary small p-2">
        {/* A picture of the site's own folder: the console has no copy of it, only its name. */}
        {value}
      </span>
    );
  return (
    <img
      src={thumbnail.src}
      width={thumbnail.width}
      height={thumbnail.height}
      alt={alt}
      className="image-field__thumbnail rounded border"
      style={{ maxWidth: '10rem', height: 'auto' }}
      loading="lazy"
      decoding="async"
    />
  );
}

const errorText = (error: unknown) =>
  error instanceof ImageUploadError ? error.message : 'The upload failed. Please try again.';

export interface ImageFieldProps {
  label: string;
  value: string | undefined;
  onChange: (ref: string) => void;
  /** The picture may be removed (the field then holds ''). */
  optional?: boolean;
  hint?: string;
}

/** One picture: the current one, "Upload a picture" with a progress bar, and "Remove" if optional. */
export function ImageField({ label, value, onChange, optional = false, hint }: ImageFieldProps) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const problem = imageFileProblem(file);
    if (problem) return setError(problem);
    abort.current = new AbortController();
    setProgress(0);
    try {
      const uploaded = await uploadImage(
        file,
        (loaded, total) => setProgress(Math.round((loaded / total) * 100)),
        abort.current.signal,
      );
      onChange(uploaded.ref);
    } catch (failure) {
      if (!abort.current.signal.aborted) setError(errorText(failure));
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <fieldset className="form-field mb-3 image-field">
      <legend className="form-label fs-6">
        {label}
        {optional ? ' (optional)' : ''}
      </legend>
      <div className="d-flex flex-wrap align-items-center gap-3">
        {value ? <Thumbnail value={value} alt={`${label}: the current picture`} /> : null}
        {!value ? <span className="text-body-secondary">No picture.</span> : null}
        <div className="d-flex flex-wrap gap-2">
          {/* A button opens the hidden file input: focusable and named, unlike a styled label. */}
          <Button
            variant="outline-primary"
            disabled={busy}
            onClick={() => input.current?.click()}
            aria-describedby={
              [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
              undefined
            }
          >
            {busy
              ? `Uploading… ${progress}%`
              : value
                ? 'Upload another picture'
                : 'Upload a picture'}
          </Button>
          <input ref={input} type="file" accept={imageAccept} hidden onChange={onPick} />
          {optional && value && !busy ? (
            <Button variant="outline-danger" onClick={() => onChange('')}>
              Remove
            </Button>
          ) : null}
        </div>
      </div>
      {busy ? (
        <ProgressBar
          now={progress}
          label={`${progress}%`}
          visuallyHidden={false}
          className="mt-2"
          aria-label={`Uploading the picture for ${label}`}
        />
      ) : null}
      {hint ? (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      ) : null}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}

interface GalleryUpload {
  key: string;
  name: string;
  loaded: number;
  total: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
}

export interface GalleryFieldProps {
  label: string;
  value: string[];
  onChange: (refs: string[]) => void;
}

/**
 * Many pictures: choose several at once; they are uploaded two at a time, each with its progress
 * and all together with theirs, and added in the order chosen. Each picture can be moved up or
 * down or removed.
 */
export function GalleryField({ label, value, onChange }: GalleryFieldProps) {
  const [uploads, setUploads] = useState<GalleryUpload[]>([]);
  // The latest value and callback, for uploads that finish after a render or two.
  const latest = useRef(value);
  const change = useRef(onChange);
  useEffect(() => {
    latest.current = value;
    change.current = onChange;
  }, [value, onChange]);
  const abort = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const update = (key: string, patch: Partial<GalleryUpload>) =>
    setUploads((all) => all.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const batch = files.map((file, index) => ({
      file,
      item: {
        key: `${Date.now()}-${index}-${file.name}`,
        name: file.name,
        loaded: 0,
        total: file.size,
        state: 'waiting',
      } as GalleryUpload,
    }));
    for (const entry of batch) {
      const problem = imageFileProblem(entry.file);
      if (problem) Object.assign(entry.item, { state: 'failed', error: problem });
    }
    setUploads(batch.map((entry) => entry.item));
    abort.current = new AbortController();
    const signal = abort.current.signal;
    // Results are added in the order chosen, each as soon as those before it are settled.
    const results: (string | null | undefined)[] = batch.map((entry) =>
      entry.item.state === 'failed' ? null : undefined,
    );
    let committed = 0;
    const commit = () => {
      const added: string[] = [];
      while (committed < results.length && results[committed] !== undefined) {
        const ref = results[committed++];
        if (ref && !latest.current.includes(ref) && !added.includes(ref)) added.push(ref);
      }
      if (added.length) {
        latest.current = [...latest.current, ...added];
        change.current(latest.current);
      }
    };
    commit();
    let next = 0;
    const worker = async () => {
      while (next < batch.length && !signal.aborted) {
        const index = next++;
        const { file, item } = batch[index]!;
        if (item.state === 'failed') continue;
        update(item.key, { state: 'uploading' });
        try {
          const uploaded = await uploadImage(
            file,
            (loaded, total) => update(item.key, { loaded, total }),
            signal,
          );
          results[index] = uploaded.ref;
          update(item.key, { state: 'done', loaded: item.total });
        } catch (failure) {
          results[index] = null;
          update(item.key, { state: 'failed', error: errorText(failure) });
        }
        if (!signal.aborted) commit();
      }
    };
    await Promise.all(Array.from({ length: galleryConcurrency }, worker));
  }

  const active = uploads.some((item) => item.state === 'waiting' || item.state === 'uploading');

  return (
    <fieldset className="form-field mb-3 gallery-field">
      <legend className="form-label fs-6">{label}</legend>
      {value.length === 0 ? <p className="text-body-secondary">No pictures yet.</p> : null}
      <GalleryPictures label={label} value={value} onChange={onChange} />
      <Button variant="outline-primary" disabled={active} onClick={() => input.current?.click()}>
        {active ? 'Uploading…' : 'Upload pictures'}
      </Button>
      <input ref={input} type="file" multiple accept={imageAccept} hidden onChange={onPick} />
      <GalleryUploads uploads={uploads} />
    </fieldset>
  );
}

/** The gallery's pictures in order, each with Up, Down and Remove. */
function GalleryPictures({ label, value, onChange }: GalleryFieldProps) {
  const move = (from: number, to: number) => {
    const refs = [...value];
    const [moved] = refs.splice(from, 1);
    refs.splice(to, 0, moved!);
    onChange(refs);
  };
  return (
    <ol className="list-unstyled d-flex flex-column gap-2 mb-2">
      {value.map((ref, index) => (
        <li key={ref} className="d-flex flex-wrap align-items-center gap-2">
          <Thumbnail value={ref} alt={`${label}: picture ${index + 1}`} />
          <span className="visually-hidden">Picture {index + 1}</span>
          <div className="d-flex gap-1">
            <Button
              variant="outline-secondary"
              size="sm"
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
              aria-label={`Move picture ${index + 1} up`}
            >
              Up
            </Button>
            <Button
              variant="outline-secondary"
              size="sm"
              disabled={index === value.length - 1}
              onClick={() => move(index, index + 1)}
              aria-label={`Move picture ${index + 1} down`}
            >
              Down
            </Button>
            <Button
              variant="outline-danger"
              size="sm"
              onClick={() => onChange(value.filter((_, i) => i !== index))}
              aria-label={`Remove picture ${index + 1}`}
            >
              Remove
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The uploads of the pictures chosen: all together, then each one (or why it failed). */
function GalleryUploads({ uploads }: { uploads: GalleryUpload[] }) {
  if (uploads.length === 0) return null;
  const sent = uploads.reduce((sum, item) => sum + item.loaded, 0);
  const total = uploads.reduce((sum, item) => sum + item.total, 0) || 1;
  const overall = Math.round((sent / total) * 100);
  const done = uploads.filter((item) => item.state === 'done').length;
  return (
    <div className="mt-2" aria-live="polite">
      <ProgressBar
        now={overall}
        label={`${overall}%`}
        visuallyHidden={false}
        aria-label={`All pictures: ${done} of ${uploads.length} uploaded`}
      />
      <p className="small mb-1 mt-1">
        {done} of {uploads.length} uploaded
      </p>
      <ul className="list-unstyled small mb-0">
        {uploads.map((item) => {
          const percent = Math.round((item.loaded / (item.total || 1)) * 100);
          return (
            <li key={item.key} className="mb-1">
              <span className="text-break">{item.name}</span>
              {item.state === 'failed' ? (
                <span className="d-block text-danger" role="alert">
                  {item.error}
                </span>
              ) : (
                <ProgressBar
                  now={item.state === 'done' ? 100 : percent}
                  variant={item.state === 'done' ? 'success' : undefined}
                  style={{ height: '0.5rem' }}
                  aria-label={`${item.name}: ${item.state === 'done' ? 'uploaded' : item.state === 'waiting' ? 'waiting' : `${percent}%`}`}
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
