// Binary downloads and multipart uploads go over REST with the same token (tRPC speaks JSON).
import { authHeader } from './token.ts';
import { ApiError, fieldErrorsOfBody } from './errors.ts';
import { reactToApiError } from './session.ts';
import { translateBackendText } from './translate.ts';

async function failureOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => ({}));
  const detail = typeof body === 'object' && body !== null && 'detail' in body ? String(body.detail) : response.statusText;
  return new ApiError(response.status, translateBackendText(detail), fieldErrorsOfBody(body));
}

export async function restFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(path, { ...init, headers: { ...authHeader(), 'Accept-Language': 'hu-HU', ...init.headers } });
  if (response.ok) return response;
  const failure = await failureOf(response);
  reactToApiError(failure);
  throw failure;
}

/** Filename from Content-Disposition: RFC 5987 `filename*` first, then the plain `filename`. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) return decodeURIComponent(extended[1].trim());
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain ? plain[1].trim() : fallback;
}

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a file and saves it under the server's filename (POST for files made on request). */
export async function downloadFile(path: string, fallbackName: string, init: RequestInit = {}): Promise<string> {
  const response = await restFetch(path, init);
  const filename = filenameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
  saveBlob(await response.blob(), filename);
  return filename;
}

/** A list's `export/`: the spreadsheet is saved, or the server answers 202 with a notice (a big
 * export runs in the background into the export documents folder); answers that notice, or null. */
export async function downloadExport(path: string, fallbackName: string): Promise<string | null> {
  const response = await restFetch(path);
  if (response.status === 202) return ((await response.json()) as { detail: string }).detail;
  saveBlob(await response.blob(), filenameFromDisposition(response.headers.get('Content-Disposition'), fallbackName));
  return null;
}

/** Fetches a PDF with the token and opens it in a new tab (within the click's transient
 * activation, so popup blockers let it through). */
/**
 * Opens the tab at once, while the click still counts as the user's gesture (a tab opened
 * after a slow render would be blocked as a popup), then shows the PDF in it.
 */
export async function openPdfInNewTab(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await restFetch(path);
    const url = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export async function postMultipart<T>(path: string, form: FormData): Promise<T> {
  const response = await restFetch(path, { method: 'POST', body: form });
  return (await response.json()) as T;
}
