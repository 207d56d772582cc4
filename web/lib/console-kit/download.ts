// Downloads a file the API makes (the chapter's export, the recovery codes) and hands it to the
// browser's own download, so that a refusal is shown on the page instead of saved as a file.
import { ApiRequestError } from '../api-client.ts';
import { clearStoredUser } from '../stored-user.ts';

/** The file name of a `Content-Disposition: attachment; filename="…"` header, else `fallback`. */
export function filenameFrom(header: string | null, fallback: string): string {
  const quoted = header?.match(/filename="([^"]+)"/i)?.[1];
  const plain = header?.match(/filename=([^;\s"]+)/i)?.[1];
  const name = (quoted ?? plain ?? '').replace(/[/\\]/g, '').replace(/^\.+/, '').trim();
  return name || fallback;
}

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
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw new ApiRequestError(0, 'Network request failed');
  }
  if (!response.ok) {
    if (response.status === 401) clearStoredUser();
    let body: { error?: unknown; message?: unknown } = {};
    try {
      body = (await response.json()) as typeof body;
    } catch {
      // Not JSON (a proxy's page): the status says enough.
    }
    const message = typeof body.message === 'string' ? body.message : undefined;
    throw new ApiRequestError(
      response.status,
      message ?? `Request failed (${response.status})`,
      message,
      typeof body.error === 'string' ? body.error : undefined,
      body,
    );
  }
  const blob = await response.blob();
  const filename = filenameFrom(response.headers.get('content-disposition'), fallbackName);
  saveBlob(blob, filename);
  return { filename, bytes: blob.size };
}
