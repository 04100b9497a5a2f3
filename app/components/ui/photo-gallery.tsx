import * as Dialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type TouchEvent } from "react";

import { buttonClasses } from "~/components/ui/button";
import { dialogOverlayClasses } from "~/components/ui/dialog";
import { Picture, type PictureData } from "~/components/ui/picture";

export type GalleryPhoto = { picture: PictureData; alt: string };

export type PhotoGalleryProps = {
  photos: GalleryPhoto[];
  /** What the photos are of ("Photos of Pixel Arena"): the group's name and the lightbox's title. */
  label: string;
  /** The first photo is above the fold: load it at once, with high priority. */
  priorityFirst?: boolean;
};

/** A horizontal swipe at least this long (in CSS pixels) turns the page in the lightbox. */
const SWIPE = 50;

/**
 * A venue's photos: the first one large (16:9), the others as thumbnails. Every photo is a button
 * that opens it in a lightbox, where Previous/Next, the arrow keys, Home/End and a swipe move
 * (wrapping around) and Escape closes, giving the focus back to the button that opened it.
 */
export function PhotoGallery({ photos, label, priorityFirst = false }: PhotoGalleryProps) {
  const [shown, setShown] = useState<number | null>(null);
  // The button that opened the lightbox: Radix returns the focus to a Dialog.Trigger, and there
  // is one button per photo here, so the gallery remembers it itself.
  const opener = useRef<HTMLButtonElement | null>(null);
  const [first, ...others] = photos;
  if (!first) return null;
  const count = photos.length;

  const open = (index: number, button: HTMLButtonElement) => {
    opener.current = button;
    setShown(index);
  };

  return (
    <div role="group" aria-label={label} className="flex flex-col gap-2">
      <button
        type="button"
        aria-label={`Open photo 1 of ${count}`}
        onClick={(event) => open(0, event.currentTarget)}
        className="relative block aspect-video w-full overflow-hidden rounded-2xl border border-surface-700 bg-surface-800"
      >
        <Picture
          picture={first.picture}
          alt={first.alt}
          sizes="(min-width: 1024px) 768px, 100vw"
          priority={priorityFirst}
          className="absolute inset-0 size-full object-cover"
        />
      </button>
      {others.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
          {others.map((photo, offset) => (
            <li key={offset}>
              <button
                type="button"
                aria-label={`Open photo ${offset + 2} of ${count}`}
                onClick={(event) => open(offset + 1, event.currentTarget)}
                className="relative block aspect-[4/3] w-full overflow-hidden rounded-lg border border-surface-700 bg-surface-800"
              >
                <Picture
                  picture={photo.picture}
                  alt={photo.alt}
                  sizes="(min-width: 1024px) 160px, 33vw"
                  className="absolute inset-0 size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Lightbox
        photos={photos}
        label={label}
        shown={shown}
        onShow={setShown}
        onClosed={() => opener.current?.focus()}
      />
    </div>
  );
}

function Lightbox({
  photos,
  label,
  shown,
  onShow,
  onClosed,
}: {
  photos: GalleryPhoto[];
  label: string;
  /** The index of the photo on show, or null when the lightbox is closed. */
  shown: number | null;
  onShow: (index: number | null) => void;
  onClosed: () => void;
}) {
  const swipeStart = useRef<number | null>(null);
  const count = photos.length;
  const index = shown ?? 0;
  const photo = photos[index];
  const go = (to: number) => onShow((to + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE || count < 2) return;
    go(end < start ? index + 1 : index - 1);
  };

  const navButton = buttonClasses({ variant: "secondary" });
  return (
    <Dialog.Root open={shown !== null} onOpenChange={(open) => (open ? undefined : onShow(null))}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onTouchStart={(event) => (swipeStart.current = event.touches[0]?.clientX ?? null)}
          onTouchEnd={onTouchEnd}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-0 z-50 flex flex-col gap-3 p-3 sm:p-6"
        >
          <div className="flex items-center justify-between gap-4">
            <Dialog.Title className="min-w-0 truncate font-display text-lg font-bold text-white">{label}</Dialog.Title>
            <Dialog.Close className={buttonClasses({ variant: "ghost" })}>
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          <div className="flex min-h-0 flex-1 items-center justify-center">
            {photo ? (
              <Picture
                key={index}
                picture={photo.picture}
                alt={photo.alt}
                sizes="100vw"
                priority
                className="h-auto max-h-[calc(100dvh-9rem)] w-auto max-w-full rounded-lg object-contain"
              />
            ) : null}
          </div>
          <div className="flex items-center justify-between gap-3">
            {count > 1 ? (
              <button type="button" className={navButton} onClick={() => go(index - 1)}>
                <ChevronLeft aria-hidden="true" className="size-5" />
                <span className="sr-only sm:not-sr-only">Previous</span>
                <span className="sr-only"> photo</span>
              </button>
            ) : (
              <span />
            )}
            <Dialog.Description aria-live="polite" className="text-sm font-medium text-slate-200">
              Photo {index + 1} of {count}
            </Dialog.Description>
            {count > 1 ? (
              <button type="button" className={navButton} onClick={() => go(index + 1)}>
                <span className="sr-only sm:not-sr-only">Next</span>
                <span className="sr-only"> photo</span>
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            ) : (
              <span />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
