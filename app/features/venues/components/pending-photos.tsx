import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import { Picture } from "~/components/ui/picture";
import { TextAreaField } from "~/components/ui/input";
import { photoPicture, type PhotoRef } from "~/features/photos/photo-values";

import type { PhotoRejectionResult } from "../review-queue-answers";

/**
 * The photos of a venue that wait for approval, as thumbnails an administrator can open full size.
 * Verifying the venue (or its changes) approves them all; one can be removed alone, with a reason
 * the owner receives by e-mail.
 */
export function PendingPhotos({ photos, venueName }: { photos: PhotoRef[]; venueName: string }) {
  if (photos.length === 0) return null;
  return (
    <section aria-label={`Photos to approve for ${venueName}`} className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-slate-200">
        {photos.length === 1 ? "1 photo to approve" : `${photos.length} photos to approve`}
      </h4>
      <p className="text-xs text-slate-400">Verifying approves these photos. Remove one that should not be public.</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {photos.map((photo, index) => (
          <PendingPhoto key={photo.id} photo={photo} position={index + 1} />
        ))}
      </ul>
    </section>
  );
}

function PendingPhoto({ photo, position }: { photo: PhotoRef; position: number }) {
  const fetcher = useFetcher<PhotoRejectionResult>();
  const removed = fetcher.data?.ok === true;
  const large = photoPicture(photo, 1280);
  if (removed) {
    return (
      <li role="status" className="rounded-lg border border-white/10 p-3 text-sm text-slate-300">
        {fetcher.data!.message}
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-2">
      <a href={large.src} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg">
        <Picture
          picture={photoPicture(photo, 320)}
          sizes="160px"
          alt={`Photo ${position} waiting for approval (opens full size in a new tab)`}
          className="aspect-[4/3] w-full bg-surface-800 object-cover"
        />
      </a>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-rose-200">Remove photo {position}</summary>
        <fetcher.Form method="post" className="mt-2 flex flex-col gap-2">
          <input type="hidden" name="intent" value="reject-photo" />
          <input type="hidden" name="photoId" value={photo.id} />
          <TextAreaField
            label="Reason for the owner"
            name="reason"
            rows={2}
            maxLength={500}
            required
            error={fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined}
          />
          <Button
            type="submit"
            variant="danger"
            size="sm"
            loading={fetcher.state !== "idle"}
            loadingLabel="Removing..."
          >
            Remove photo
          </Button>
        </fetcher.Form>
      </details>
    </li>
  );
}
