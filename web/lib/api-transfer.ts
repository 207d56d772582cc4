// The API client's uploads (a multipart form with its progress and a time-out, over
// XMLHttpRequest) and downloads: a part of web/lib/api-client.ts, apart so that only the pages
// that send or save files load it. Errors, the 401 and the end of a session work as for every call.
import { apiResponse, noAnswer, parseJson, refusal, tracked } from './api-client.ts';

export interface ApiUploadOptions {
  /** The bytes sent so far and the total, as the upload goes. */
  onProgress?: (loaded: number, total: number) => void;
  /** No answer within this time fails the upload (status 0, `code: 'timeout'`). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Sends a multipart form (XMLHttpRequest, whose upload events give the progress) and resolves
 * with the parsed JSON answer of a 2xx; a refusal, a network failure or a time-out throws an
 * ApiRequestError; a stop by `signal` rejects with an AbortError.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  options: ApiUploadOptions = {},
): Promise<T> {
  return tracked(
    options.signal,
    (signal) =>
      new Promise<T>((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open('POST', path);
        request.withCredentials = true;
        request.setRequestHeader('accept', 'application/json');
        if (options.timeoutMs) request.timeout = options.timeoutMs;
        request.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable && event.total > 0)
            options.onProgress?.(event.loaded, event.total);
        });
        request.addEventListener('load', () => {
          const data = parseJson(request.responseText);
          if (request.status >= 200 && request.status < 300) resolve(data as T);
          else reject(refusal(request.status, data));
        });
        request.addEventListener('error', () => reject(noAnswer('network')));
        request.addEventListener('timeout', () => reject(noAnswer('timeout')));
        request.addEventListener('abort', () =>
          reject(signal.reason ?? new DOMException('The upload was stopped.', 'AbortError')),
        );
        // The signal may be the session's, shared by every call: the listener goes with the upload.
        const stop = () => request.abort();
        signal.addEventListener('abort', stop, { once: true });
        request.addEventListener('loadend', () => signal.removeEventListener('abort', stop));
        request.send(form);
      }),
  );
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, else `fallback`. */
export function filenameFrom(header: string | null, fallback: string): string {
  const quoted = header?.match(/filename="([^"]+)"/i)?.[1];
  const plain = header?.match(/filename=([^;\s"]+)/i)?.[1];
  const name = (quoted ?? plain ?? '').replace(/[/\\]/g, '').replace(/^\.+/, '').trim();
  return name || fallback;
}

/** Fetches a file the API makes: its bytes and its name (from Content-Disposition). */
export async function apiDownload(
  path: string,
  fallbackName: string,
): Promise<{ blob: Blob; filename: string }> {
  const response = await apiResponse(path, { accept: '*/*' });
  return {
    blob: await response.blob(),
    filename: filenameFrom(response.headers.get('content-disposition'), fallbackName),
  };
}
