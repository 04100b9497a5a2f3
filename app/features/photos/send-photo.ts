import type { PhotoPurpose } from "#db/schema/values";

import { PHOTO_MESSAGES, type OwnedPhoto } from "./photo-values";

/** What `POST /api/photos` answered: the photo, or the message to show. */
export type UploadAnswer = { photo: OwnedPhoto } | { message: string };

const UPLOAD_URL = "/api/photos";

/** Reads the answer: 201 with the photo, or a message (JSON, or our own words for a proxy's page). */
export function readUploadAnswer(status: number, text: string): UploadAnswer {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // A proxy's HTML page (413 from nginx, 502): no message of ours to show.
  }
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (status >= 200 && status < 300 && typeof fields.photo === "object" && fields.photo !== null) {
    return { photo: fields.photo as OwnedPhoto };
  }
  if (status >= 400 && typeof fields.message === "string" && fields.message) return { message: fields.message };
  return { message: status === 413 ? PHOTO_MESSAGES.tooLarge : PHOTO_MESSAGES.failed };
}

/**
 * Uploads one file (the browser's side of `/api/photos`), one request per file. XMLHttpRequest
 * rather than fetch: only it reports an upload's progress. Abort it with the returned request.
 */
export function sendPhoto(
  file: File,
  options: { purpose?: PhotoPurpose; onProgress?: (percent: number) => void; onDone: (answer: UploadAnswer) => void },
): XMLHttpRequest {
  const request = new XMLHttpRequest();
  request.open("POST", UPLOAD_URL);
  request.setRequestHeader("Accept", "application/json");
  request.upload.onprogress = (event) => {
    if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
  };
  request.onload = () => options.onDone(readUploadAnswer(request.status, request.responseText));
  request.onerror = () => options.onDone({ message: PHOTO_MESSAGES.failed });
  const body = new FormData();
  if (options.purpose === "game") body.append("purpose", "game");
  body.append("file", file);
  request.send(body);
  return request;
}
