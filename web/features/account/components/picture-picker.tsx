// The profile picture, click to upload a new one: checks first, then shows progress while it goes.
import { useId, useState, type ChangeEvent } from 'react';
import { ProgressBar, Spinner } from 'react-bootstrap';
import { logoPicture } from '../../../components/chapter-logo.tsx';
import { uploadPicture } from '../api.ts';
import {
  isHeic,
  pictureProblem,
  uploadErrorText,
  uploadSuccessText,
  type UploadFailure,
} from '../picture-rules.ts';

export interface PicturePickerEvents {
  /** A new picture is uploaded (the profile still needs saving). */
  onUploaded: (fileUrl: string, message: string) => void;
  onError: (text: string) => void;
  /** The server said the session is over (401). */
  onSessionExpired: () => void;
  /** True when there is a signed-in account to upload for. */
  hasSession: () => boolean;
}

export function PicturePicker({
  picture,
  name,
  events,
}: {
  picture: string | null;
  name: string;
  events: PicturePickerEvents;
}) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [broken, setBroken] = useState<string | null>(null);
  const id = useId();
  const shown = picture && picture !== broken ? picture : logoPicture.img.src;

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const heic = isHeic(file);
    const problem = pictureProblem(file);
    if (problem) return events.onError(problem);
    if (!events.hasSession()) return events.onError(uploadErrorText({ kind: 'no-session' }, heic)!);
    setBusy(true);
    setProgress(0);
    try {
      const result = await uploadPicture(file, setProgress);
      events.onUploaded(result.fileUrl, uploadSuccessText(heic));
    } catch (failure) {
      const text = uploadErrorText(failure as UploadFailure, heic);
      if (text === null) events.onSessionExpired();
      else events.onError(text);
    } finally {
      setBusy(false);
    }
  }

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
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,.heic,.heif"
        className="visually-hidden"
        disabled={busy}
        onChange={(event) => void onPick(event)}
      />
      <label
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
      <p className="picture-picker__hint">JPEG, PNG, WebP, GIF or HEIC, up to 10 MB.</p>
    </div>
  );
}
