// The profile picture, click to upload a new one: checks first, shows progress while it goes, and
// says right under the picture what happened (a refused file, or a new picture still to be saved).
import { useId, useState, type ChangeEvent } from 'react';
import { ProgressBar, Spinner } from 'react-bootstrap';
import { logoPicture } from '../../../components/chapter-logo.tsx';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { uploadPicture } from '../api.ts';
import {
  isHeic,
  maxPictureMegabytes,
  pictureAccept,
  pictureProblem,
  uploadErrorText,
  uploadSuccessText,
  type UploadFailure,
} from '../picture-rules.ts';
import { UnsavedBadge } from './editable-field.tsx';

/** docs/product.md#limits: an upload's success shows for 3 s, its error for 8 s. */
const pictureMessageMs = { success: 3000, error: 8000 };

export interface PicturePickerEvents {
  /** A new picture is uploaded (the profile still needs saving). */
  onUploaded: (fileUrl: string) => void;
  /** True when there is a signed-in account to upload for. */
  hasSession: () => boolean;
}

export function PicturePicker({
  picture,
  name,
  changed,
  events,
}: {
  picture: string | null;
  name: string;
  /** The picture differs from the saved one. */
  changed: boolean;
  events: PicturePickerEvents;
}) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [broken, setBroken] = useState<string | null>(null);
  const [message, showMessage, clearMessage] = useTimedMessage();
  const id = useId();
  const shown = picture && picture !== broken ? picture : logoPicture().img.src;

  const fail = (text: string) => showMessage({ kind: 'danger', text }, pictureMessageMs.error);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    clearMessage();
    const heic = isHeic(file);
    const problem = pictureProblem(file);
    if (problem) return fail(problem);
    if (!events.hasSession()) return fail(uploadErrorText({ kind: 'no-session' }, heic)!);
    setBusy(true);
    setProgress(0);
    try {
      const result = await uploadPicture(file, setProgress);
      events.onUploaded(result.fileUrl);
      showMessage({ kind: 'success', text: uploadSuccessText(heic) }, pictureMessageMs.success);
    } catch (failure) {
      // A 401 (no text) ends the session: the page takes the person to the login page.
      const text = uploadErrorText(failure as UploadFailure, heic);
      if (text !== null) fail(text);
    } finally {
      setBusy(false);
    }
  }

  const messageId = `${id}-message`;
  const buttonId = `${id}-button`;
  const hintId = `${id}-hint`;
  return (
    <div className="picture-picker">
      <label htmlFor={id} className={`picture-picker__frame${busy ? ' is-busy' : ''}`}>
        <img
          src={shown}
          alt={picture ? `Profile picture of ${name}` : 'No profile picture yet'}
          width={120}
          height={120}
          onError={() => setBroken(picture)}
        />
        {busy ? (
          <span className="picture-picker__busy">
            <Spinner animation="border" size="sm" aria-hidden="true" />
          </span>
        ) : null}
      </label>
      {changed ? <UnsavedBadge /> : null}
      <input
        id={id}
        type="file"
        accept={pictureAccept}
        className="visually-hidden"
        disabled={busy}
        // Named by its visible "Change picture" label: axe does not count a label around a picture.
        aria-labelledby={buttonId}
        aria-describedby={message ? `${messageId} ${hintId}` : hintId}
        onChange={(event) => void onPick(event)}
      />
      <label
        id={buttonId}
        htmlFor={id}
        className={`btn btn-outline-primary btn-sm${busy ? ' disabled' : ''}`}
        aria-disabled={busy}
      >
        {busy ? `Uploading... ${progress}%` : 'Change picture'}
      </label>
      {busy ? (
        <ProgressBar
          now={progress}
          label={`${progress}%`}
          visuallyHidden
          className="picture-picker__progress"
        />
      ) : null}
      <p className="picture-picker__hint" id={hintId}>
        {`JPEG, PNG, WebP, GIF or HEIC, up to ${maxPictureMegabytes} MB.`}
      </p>
      <div className="picture-picker__message" aria-live="polite">
        {message ? (
          <p
            id={messageId}
            className={`picture-picker__${message.kind === 'danger' ? 'error' : 'success'}`}
            role={message.kind === 'danger' ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
