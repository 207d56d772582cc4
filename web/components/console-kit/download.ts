// Downloads a file the API makes (the chapter's export, the recovery codes) and hands it to the
// browser's own download, so that a refusal is shown on the page instead of saved as a file.
import { apiDownload } from '../../lib/api-transfer.ts';

/** Saves `blob` as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL by now; a moment later it can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches `path` and saves it; rejects with an ApiRequestError as every API call does. */
export async function downloadFile(
  path: string,
  fallbackName: string,
): Promise<{ filename: string; bytes: number }> {
  const { blob, filename } = await apiDownload(path, fallbackName);
  saveBlob(blob, filename);
  return { filename, bytes: blob.size };
}
