import clsx from "clsx";
import { ArrowLeft, ArrowRight, Clock, ImagePlus, Star, Trash2, TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";

import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { GroupError } from "~/components/ui/input";
import { Picture } from "~/components/ui/picture";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_VENUE,
  PHOTO_ACCEPT,
  PHOTO_MESSAGES,
  photoPicture,
  type OwnedPhoto,
} from "~/features/photos/photo-values";
import { sendPhoto, type UploadAnswer } from "~/features/photos/send-photo";

import { useFocusLater } from "./use-focus-later";

/** The drag type of a tile being reordered: not "Files", so the drop zone leaves it alone. */
const TILE_DRAG_TYPE = "application/x-venue-photo";

/** A file on its way up, or refused: shown after the photos, never among the posted ids. */
type Upload = {
  key: number;
  fileName: string;
  /** The local file as an object URL while it uploads (revoked once it is done). */
  preview: string | null;
  /** Percent of the bytes sent; 100 while the server makes the sizes. */
  progress: number;
  error: string | null;
};

/**
 * A venue's photos in its form: pick or drop files and each uploads at once (its progress and a
 * local preview on its tile), then order them (the first is the cover) with buttons, or by
 * dragging the tiles. The form posts only a hidden field, `name`, with the ordered ids; while a
 * file is still on its way, `photosUploading=1` as well.
 */
export function PhotoUploader({
  initialPhotos,
  name = "photoIds",
  label,
  error,
}: {
  initialPhotos: OwnedPhoto[];
  name?: string;
  /** A visible title for the group; without it the group is named "Photos" for screen readers only. */
  label?: string;
  /** The form's message about the field (e.g. a photo no longer available), under the tiles. */
  error?: string;
}) {
  const id = useId();
  const inputId = `${id}-file`;
  const errorId = `${id}-error`;
  const [photos, setPhotos] = useState(initialPhotos);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<string | null>(null);
  /** A save was held back while files were still on their way. */
  const [held, setHeld] = useState(false);
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const focusLater = useFocusLater();
  const nextKey = useRef(0);
  // Requests and previews in flight, so leaving the page stops them and frees the memory.
  const inFlight = useRef(new Map<number, { request: XMLHttpRequest; preview: string }>());

  // A save while files are on their way would leave them out: it waits, and says so here. Runs
  // before React Router's own submit handler, which leaves a prevented submit alone.
  useEffect(() => {
    const form = fieldsetRef.current?.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      if (inFlight.current.size === 0) return;
      event.preventDefault();
      setHeld(true);
      setAnnouncement(PHOTO_MESSAGES.uploading);
      fieldsetRef.current?.focus();
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, []);

  useEffect(() => {
    const current = inFlight.current;
    return () => {
      for (const { request, preview } of current.values()) {
        request.onload = request.onerror = null;
        request.abort();
        URL.revokeObjectURL(preview);
      }
      current.clear();
    };
  }, []);

  const uploading = uploads.filter((upload) => upload.error === null).length;
  const tileId = (photoId: string, action: string) => `${id}-${photoId}-${action}`;

  const change = (key: number, patch: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)));

  function finish(key: number, answer: UploadAnswer) {
    const entry = inFlight.current.get(key);
    if (entry) URL.revokeObjectURL(entry.preview);
    inFlight.current.delete(key);
    if (inFlight.current.size === 0) setHeld(false);
    if ("photo" in answer) {
      setUploads((list) => list.filter((upload) => upload.key !== key));
      setPhotos((list) => [...list, answer.photo]);
      setAnnouncement("Photo uploaded.");
    } else {
      change(key, { preview: null, error: answer.message });
      setAnnouncement(answer.message);
    }
  }

  function addFiles(files: File[]) {
    // Uploads in flight take a place too: ten photos at most, whatever is still on its way.
    let room = MAX_PHOTOS_PER_VENUE - photos.length - uploading;
    const added: Upload[] = [];
    for (const file of files) {
      const key = nextKey.current++;
      const refusal = file.size > MAX_PHOTO_BYTES ? PHOTO_MESSAGES.tooLarge : room <= 0 ? PHOTO_MESSAGES.tooMany : null;
      if (refusal) {
        added.push({ key, fileName: file.name, preview: null, progress: 0, error: refusal });
        continue;
      }
      room -= 1;
      const preview = URL.createObjectURL(file);
      const request = sendPhoto(file, {
        onProgress: (progress) => change(key, { progress }),
        onDone: (answer) => finish(key, answer),
      });
      inFlight.current.set(key, { request, preview });
      added.push({ key, fileName: file.name, preview, progress: 0, error: null });
    }
    setUploads((list) => [...list, ...added]);
    const refused = added.find((upload) => upload.error);
    if (refused?.error) setAnnouncement(refused.error);
  }

  /**
   * Moves the photo at `from` to `to` (0-based). From a button (`focus`), the keyboard focus stays
   * on that button of the moved photo, or on the other direction's when it reached an end.
   */
  function move(from: number, to: number, focus?: "cover" | "earlier" | "later") {
    const moved = photos[from];
    if (!moved || to < 0 || to >= photos.length || from === to) return;
    const next = photos.filter((_, index) => index !== from);
    next.splice(to, 0, moved);
    setPhotos(next);
    setAnnouncement(
      to === 0 ? `Photo ${from + 1} is now the cover.` : `Photo ${from + 1} moved to position ${to + 1}.`,
    );
    if (!focus) return;
    if (to === 0) focusLater(tileId(moved.id, "later"));
    else if (to === next.length - 1 && focus === "later") focusLater(tileId(moved.id, "earlier"));
    else focusLater(tileId(moved.id, focus));
  }

  function remove(index: number) {
    const next = photos.filter((_, position) => position !== index);
    setPhotos(next);
    setAnnouncement(`Photo ${index + 1} removed.`);
    const neighbour = next[index] ?? next[index - 1];
    focusLater(neighbour ? tileId(neighbour.id, "remove") : inputId);
  }

  function dismiss(key: number) {
    setUploads((list) => list.filter((upload) => upload.key !== key));
    focusLater(inputId);
  }

  const onTileDrop = (event: DragEvent, to: number) => {
    if (dragged === null) return;
    event.preventDefault();
    move(
      photos.findIndex((photo) => photo.id === dragged),
      to,
    );
    setDragged(null);
  };

  const legend = label ?? "Photos";
  const shownHold = held && uploading > 0;
  return (
    // Named like the field, so the form's "focus the first problem" lands here (as HoursEditor does).
    <fieldset
      ref={fieldsetRef}
      name={name}
      tabIndex={-1}
      aria-describedby={error || shownHold ? errorId : undefined}
      className="flex min-w-0 flex-col gap-4"
    >
      <legend className={label ? "mb-2 text-sm font-semibold text-slate-100" : "sr-only"}>{legend}</legend>
      <input type="hidden" name={name} value={photos.map((photo) => photo.id).join(",")} />
      {uploading > 0 ? <input type="hidden" name="photosUploading" value="1" /> : null}

      <DropZone inputId={inputId} count={photos.length + uploading} onFiles={addFiles} />

      {photos.length + uploads.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.setData(TILE_DRAG_TYPE, photo.id);
                event.dataTransfer.effectAllowed = "move";
                setDragged(photo.id);
              }}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
              }}
              onDrop={(event) => onTileDrop(event, index)}
              onDragEnd={() => setDragged(null)}
              className={clsx("flex min-w-0 flex-col gap-2", dragged === photo.id && "opacity-50")}
            >
              <PhotoTile
                photo={photo}
                position={index + 1}
                count={photos.length}
                buttonId={(action) => tileId(photo.id, action)}
                onMove={(to, focus) => move(index, to - 1, focus)}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
          {uploads.map((upload) => (
            <li key={upload.key} className="flex min-w-0 flex-col gap-2">
              <UploadTile upload={upload} onDismiss={() => dismiss(upload.key)} />
            </li>
          ))}
        </ul>
      ) : null}

      <GroupError id={errorId}>{shownHold ? PHOTO_MESSAGES.uploading : error}</GroupError>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}

/** The file picker, a real `<input type="file">` (Enter and Space open it), and the area files are dropped on. */
function DropZone({ inputId, count, onFiles }: { inputId: string; count: number; onFiles: (files: File[]) => void }) {
  const [over, setOver] = useState(false);
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");
  return (
    <div
      onDragEnter={(event) => {
        if (carriesFiles(event)) setOver(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
      }}
      onDragLeave={(event) => {
        // Leaving for one of the zone's own children is still over the zone.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
      data-over={over || undefined}
      className={clsx(
        "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors",
        over ? "border-accent-400 bg-accent-400/10" : "border-surface-600 bg-surface-950/40",
      )}
    >
      <ImagePlus aria-hidden="true" className="size-8 text-accent-300" />
      <input
        id={inputId}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        aria-describedby={`${inputId}-help`}
        className="peer sr-only"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // Cleared so that choosing the same file again (after removing it) is a change.
          event.target.value = "";
        }}
      />
      <label
        htmlFor={inputId}
        className={clsx(
          buttonClasses({ variant: "secondary" }),
          "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-accent-300",
        )}
      >
        Add photos
      </label>
      <p className="text-sm text-slate-300">{over ? "Drop the photos to upload them" : "or drop them here"}</p>
      <p id={`${inputId}-help`} className="max-w-prose text-xs leading-relaxed text-slate-300">
        <span className="font-semibold text-slate-200">
          {count} of {MAX_PHOTOS_PER_VENUE} photos.
        </span>{" "}
        Up to 10 photos, JPEG, PNG, WebP or AVIF, 10 MB each. The first photo is the cover. New photos of a listed venue
        appear once our team approves them.
      </p>
    </div>
  );
}

function PhotoTile({
  photo,
  position,
  count,
  buttonId,
  onMove,
  onRemove,
}: {
  photo: OwnedPhoto;
  /** 1-based, as the buttons and announcements say it. */
  position: number;
  count: number;
  buttonId: (action: string) => string;
  /** To the 1-based position `to`; `focus` names the button pressed. */
  onMove: (to: number, focus: "cover" | "earlier" | "later") => void;
  onRemove: () => void;
}) {
  const iconButton = buttonClasses({ variant: "secondary", size: "sm" });
  return (
    <>
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg border border-surface-700 bg-surface-800">
        <Picture
          picture={photoPicture(photo, 320)}
          sizes="160px"
          alt={`Photo ${position}`}
          draggable={false}
          className="absolute inset-0 size-full object-cover"
        />
      </div>
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-slate-300">
        <span>Photo {position}</span>
        {position === 1 ? (
          <Badge tone="info" icon={<Star />}>
            Cover
          </Badge>
        ) : null}
        {photo.status === "pending" ? (
          <Badge tone="warning" icon={<Clock />}>
            Waiting for review
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-1.5">
        {position > 1 ? (
          <Button id={buttonId("cover")} variant="secondary" size="sm" onClick={() => onMove(1, "cover")}>
            Make cover<span className="sr-only"> (photo {position})</span>
          </Button>
        ) : null}
        {position > 1 ? (
          <button
            id={buttonId("earlier")}
            type="button"
            aria-label={`Move photo ${position} earlier`}
            title="Move earlier"
            className={iconButton}
            onClick={() => onMove(position - 1, "earlier")}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
          </button>
        ) : null}
        {position < count ? (
          <button
            id={buttonId("later")}
            type="button"
            aria-label={`Move photo ${position} later`}
            title="Move later"
            className={iconButton}
            onClick={() => onMove(position + 1, "later")}
          >
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
        ) : null}
        <button
          id={buttonId("remove")}
          type="button"
          aria-label={`Remove photo ${position}`}
          title="Remove"
          className={iconButton}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </>
  );
}

/** A file still uploading (its local preview and progress), or refused (why, and Dismiss). */
function UploadTile({ upload, onDismiss }: { upload: Upload; onDismiss: () => void }) {
  if (upload.error !== null) {
    return (
      <div className="flex h-full flex-col gap-2 rounded-lg border border-rose-400/40 bg-rose-950/40 p-3 text-sm">
        <p className="flex items-start gap-1.5 font-semibold break-all text-rose-100">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {upload.fileName}
        </p>
        <p className="text-rose-200">{upload.error}</p>
        <Button variant="secondary" size="sm" className="mt-auto self-start" onClick={onDismiss}>
          Dismiss<span className="sr-only"> the message about {upload.fileName}</span>
        </Button>
      </div>
    );
  }
  const processing = upload.progress >= 100;
  return (
    <>
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg border border-surface-700 bg-surface-800">
        {upload.preview ? (
          <img src={upload.preview} alt="" className="absolute inset-0 size-full object-cover opacity-60" />
        ) : null}
      </div>
      <p className="truncate text-xs text-slate-300" title={upload.fileName}>
        {processing ? "Processing" : "Uploading"} {upload.fileName}
      </p>
      <div
        role="progressbar"
        aria-label={`Uploading ${upload.fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={upload.progress}
        aria-valuetext={processing ? "Processing" : `${upload.progress}%`}
        className="h-1.5 overflow-hidden rounded-full bg-surface-700"
      >
        <div
          className="h-full bg-accent-400 transition-[width] duration-150"
          style={{ width: `${upload.progress}%` }}
        />
      </div>
    </>
  );
}
