import type { FileUploadResponse } from '../../../shared/api-types';

/** A failed upload: `status` 0 means the request never got an answer (network down, aborted). */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    readonly code: string | null,
    readonly aborted = false,
  ) {
    super(serverMessage ?? (aborted ? 'Upload aborted' : `Upload failed (${status})`));
  }
}

export interface UploadOptions {
  file: File;
  token: string | null;
  /** Whole percent of the body sent so far, 0-100. */
  onProgress?: (percent: number) => void;
}

export interface UploadHandle {
  promise: Promise<FileUploadResponse>;
  abort: () => void;
}

// Deposit screenshots are private: only the investor and administrators can open them (DECISIONS.md).
const uploadUrl = () => `${globalThis.location?.origin ?? ''}/api/file/upload?visibility=private`;

function readBody(xhr: XMLHttpRequest): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const stringOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * POST /api/file/upload as multipart field `file`. XMLHttpRequest, not fetch: only it reports upload
 * progress, which the progress bar shows (spec section 4).
 */
export function uploadFile({ file, token, onProgress }: UploadOptions): UploadHandle {
  const xhr = new XMLHttpRequest();
  let settled = false;
  const promise = new Promise<FileUploadResponse>((resolve, reject) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      settled = true;
      const body = readBody(xhr);
      const url = stringOrNull(body?.url);
      if (xhr.status >= 200 && xhr.status < 300 && url) {
        onProgress?.(100);
        resolve({ url });
        return;
      }
      reject(new UploadError(xhr.status, stringOrNull(body?.message), stringOrNull(body?.code)));
    };
    xhr.onerror = () => {
      settled = true;
      reject(new UploadError(0, null, null));
    };
    xhr.onabort = () => {
      settled = true;
      reject(new UploadError(0, null, null, true));
    };

    xhr.open('POST', uploadUrl());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return {
    promise,
    abort: () => {
      if (!settled) xhr.abort();
    },
  };
}

export const isAbortedUpload = (error: unknown): boolean => error instanceof UploadError && error.aborted;
