import clsx from "clsx";
import { ImagePlus, LoaderCircle, Trash2 } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";

import { Button, buttonClasses } from "~/components/ui/button";
import { GroupError } from "~/components/ui/input";
import { Picture } from "~/components/ui/picture";
import {
  MAX_PHOTO_BYTES,
  PHOTO_ACCEPT,
  PHOTO_MESSAGES,
  photoPicture,
  type PhotoRef,
} from "~/features/photos/photo-values";
import { sendPhoto } from "~/features/photos/send-photo";

export const ART_FIELD = "imagePhotoId";
export const ART_MESSAGES = {
  uploading: "Wait until the art has uploaded, then save.",
  uploaded: "Art uploaded. Save the game to show it.",
  removed: "Art removed. Save the game to keep the change.",
} as const;

/**
 * A game's own art in its form: a file is uploaded as soon as it is picked (`purpose=game`), its
 * preview shown, and the form posts only the photo's id (hidden `imagePhotoId`); "Remove art"
 * empties it. A form that empties itself after saving (add a game) empties this too, and a save
 * while the file is still on its way waits for it. The art shown first on the site, before Steam's.
 */
export function GameArtField({ initialPhoto, error }: { initialPhoto: PhotoRef | null; error?: string }) {
  const id = useId();
  const inputId = `${id}-file`;
  const [photo, setPhoto] = useState(initialPhoto);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useRef<{ request: XMLHttpRequest; preview: string } | null>(null);
  const uploading = preview !== null;

  const stopUpload = useCallback(() => {
    const current = upload.current;
    if (!current) return;
    upload.current = null;
    current.request.onload = current.request.onerror = null;
    current.request.abort();
    URL.revokeObjectURL(current.preview);
    setPreview(null);
  }, []);

  useEffect(() => {
    const form = fieldsetRef.current?.form;
    if (!form) return;
    const onReset = () => {
      stopUpload();
      setPhoto(null);
      setProblem(null);
    };
    // Runs before React Router's own submit handler, which leaves a prevented submit alone.
    const onSubmit = (event: SubmitEvent) => {
      if (!upload.current) return;
      event.preventDefault();
      setProblem(ART_MESSAGES.uploading);
      fieldsetRef.current?.focus();
    };
    form.addEventListener("reset", onReset);
    form.addEventListener("submit", onSubmit);
    return () => {
      form.removeEventListener("reset", onReset);
      form.removeEventListener("submit", onSubmit);
      stopUpload();
    };
  }, [stopUpload]);

  function send(file: File) {
    stopUpload();
    setProblem(null);
    if (file.size > MAX_PHOTO_BYTES) {
      setProblem(PHOTO_MESSAGES.tooLarge);
      setAnnouncement(PHOTO_MESSAGES.tooLarge);
      return;
    }
    const preview = URL.createObjectURL(file);
    setPreview(preview);
    const current = {
      preview,
      request: sendPhoto(file, {
        purpose: "game",
        onDone: (answer) => {
          // Replaced by another file, removed, or the form went away meanwhile.
          if (upload.current !== current) return;
          upload.current = null;
          URL.revokeObjectURL(preview);
          setPreview(null);
          if ("photo" in answer) {
            setPhoto(answer.photo);
            setAnnouncement(ART_MESSAGES.uploaded);
          } else {
            setProblem(answer.message);
            setAnnouncement(answer.message);
          }
        },
      }),
    };
    upload.current = current;
  }

  function remove() {
    stopUpload();
    setPhoto(null);
    setProblem(null);
    setAnnouncement(ART_MESSAGES.removed);
    inputRef.current?.focus();
  }

  const message = problem ?? error;
  const messageId = `${id}-error`;
  return (
    // Named like the field, so the form's "focus the first problem" lands here.
    <fieldset
      ref={fieldsetRef}
      name={ART_FIELD}
      tabIndex={-1}
      aria-describedby={clsx(`${id}-hint`, message && messageId)}
      className="flex min-w-0 flex-col gap-3 sm:col-span-2"
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-100">Art</legend>
      <input type="hidden" name={ART_FIELD} value={photo?.id ?? ""} />
      <div className="flex flex-wrap items-center gap-4">
        <div className="relative aspect-[460/215] w-48 shrink-0 overflow-hidden rounded-lg border border-surface-600 bg-surface-950/60">
          {preview ? (
            <img
              src={preview}
              alt="The art being uploaded"
              className="absolute inset-0 size-full object-cover opacity-60"
            />
          ) : photo ? (
            <Picture
              picture={photoPicture(photo, 320)}
              sizes="12rem"
              alt="The game's art"
              className="absolute inset-0 size-full object-cover"
            />
          ) : (
            <span className="absolute inset-0 flex items-center justify-center px-3 text-center text-xs text-slate-300">
              No art uploaded
            </span>
          )}
          {preview ? (
            <LoaderCircle
              aria-hidden="true"
              className="absolute inset-0 m-auto size-8 text-white motion-safe:animate-spin"
            />
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={PHOTO_ACCEPT}
            className="peer sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so that picking the same file again is a change.
              event.target.value = "";
              if (file) void send(file);
            }}
          />
          <label
            htmlFor={inputId}
            className={clsx(
              buttonClasses({ variant: "secondary", size: "sm" }),
              "min-h-11 cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-accent-300",
            )}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {uploading ? "Uploading…" : photo ? "Replace art" : "Upload art"}
          </label>
          {photo || uploading ? (
            <Button variant="secondary" size="sm" className="min-h-11" onClick={remove}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove art
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs leading-relaxed text-slate-300">
        Shown on the Games page and the game&apos;s page, before Steam&apos;s own art. JPEG, PNG, WebP or AVIF, 10 MB at
        most; a wide image (about 460 × 215) fits best.
      </p>
      <GroupError id={messageId}>{message}</GroupError>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
