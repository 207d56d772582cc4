import { describe, expect, it } from 'vitest';
import {
  isHeic,
  maxPictureMegabytes,
  pictureAccept,
  pictureProblem,
  uploadErrorText,
  uploadSuccessText,
} from './picture-rules.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('the file picker', () => {
  it("offers the contract's picture types, and HEIC by extension", () => {
    expect(pictureAccept).toBe(
      'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,.heic,.heif',
    );
  });
  it('states the size limit in MB', () => {
    expect(maxPictureMegabytes).toBe(10);
  });
});

describe('pictureProblem', () => {
  it('accepts JPEG, PNG, WebP, GIF, HEIC and HEIF by type or by extension', () => {
    for (const f of [
      file('a.jpg', 'image/jpeg'),
      file('a.png', 'image/png'),
      file('a.webp', 'image/webp'),
      file('a.gif', 'image/gif'),
      file('IMG_1.HEIC', ''),
      file('a.heif', 'application/octet-stream'),
      file('photo', 'image/heic'),
      file('odd-name.bin', 'image/jpg'),
    ]) {
      expect(pictureProblem(f)).toBeNull();
    }
  });
  it('names the size of a file over 10 MB', () => {
    expect(pictureProblem(file('big.jpg', 'image/jpeg', 12.34 * 1024 * 1024))).toBe(
      'Image is too large (12.3 MB). Maximum size is 10MB.',
    );
    expect(pictureProblem(file('ok.jpg', 'image/jpeg', 10 * 1024 * 1024))).toBeNull();
  });
  it('refuses an empty file', () => {
    expect(pictureProblem(file('a.jpg', 'image/jpeg', 0))).toBe(
      'File appears to be empty or corrupted. Please try a different image.',
    );
  });
  it('names the type it refuses', () => {
    expect(pictureProblem(file('cv.pdf', 'application/pdf'))).toBe(
      'File type "application/pdf" not supported. Please use JPEG, PNG, WebP, GIF, or HEIC (iPhone photos).',
    );
    expect(pictureProblem(file('logo.svg', 'image/svg+xml'))).toContain('"image/svg+xml"');
    expect(pictureProblem(file('notes.txt', ''))).toContain('"txt"');
  });
});

const status = (s: number, serverMessage?: string) => ({
  kind: 'status' as const,
  status: s,
  serverMessage,
});

describe('uploadErrorText', () => {
  it('has the texts of docs/product.md#error-messages', () => {
    expect(uploadErrorText({ kind: 'no-session' }, false)).toBe(
      'Authentication required. Please log in again.',
    );
    expect(uploadErrorText({ kind: 'timeout' }, false)).toBe(
      'Upload failed: Upload timed out. File may be too large or connection is slow.',
    );
    expect(uploadErrorText({ kind: 'timeout' }, true)).toBe(
      'iPhone photo processing timed out. The file may be too large or corrupted.',
    );
    expect(uploadErrorText(status(413), false)).toBe(
      'File is too large for the server. Try a smaller image.',
    );
    expect(uploadErrorText(status(400), false)).toBe('Invalid file or request.');
    expect(uploadErrorText(status(400, 'This iPhone photo (HEIC) could not be read.'), true)).toBe(
      'This iPhone photo (HEIC) could not be read. Try converting to JPEG first.',
    );
    // A file that is not a picture, or of a type not taken, is not "converted to JPEG".
    const notAPicture =
      'This file is not a picture: its contents are not a JPEG, PNG, WebP, GIF or HEIC image, whatever its name says. Choose a photo.';
    expect(uploadErrorText(status(400, notAPicture), false)).toBe(notAPicture);
    const unsupported =
      'File type "image/jpeg" not supported. Please use JPEG, PNG, WebP, GIF, or HEIC (iPhone photos).';
    expect(uploadErrorText(status(400, unsupported), false)).toBe(unsupported);
    expect(uploadErrorText(status(500), false)).toBe('Server error. Please try again later.');
    expect(uploadErrorText(status(503, 'Down'), false)).toBe(
      'Server error. Please try again later.',
    );
    expect(uploadErrorText(status(429, 'Slow down.'), false)).toBe('Slow down.');
    expect(uploadErrorText(status(418), false)).toBe('Unknown error occurred.');
    expect(uploadErrorText({ kind: 'network' }, false)).toBe(
      'Network error. Check your connection and try again.',
    );
  });
  it('leaves a 401 to the session-expired handling', () => {
    expect(uploadErrorText(status(401), false)).toBeNull();
  });
});

describe('isHeic and uploadSuccessText', () => {
  it('tells iPhone photos apart', () => {
    expect(isHeic(file('IMG_1.HEIC', ''))).toBe(true);
    expect(isHeic(file('x', 'image/heif'))).toBe(true);
    expect(isHeic(file('a.jpg', 'image/jpeg'))).toBe(false);
    // An upload is not saved yet, and the text says so.
    expect(uploadSuccessText(true)).toBe(
      'iPhone photo converted and uploaded. Press Save Changes to make it your profile picture.',
    );
    expect(uploadSuccessText(false)).toBe(
      'Picture uploaded. Press Save Changes to make it your profile picture.',
    );
  });
});
