import type { GalleryPhoto } from "~/components/ui/photo-gallery";
import { photoPicture, type PhotoRef } from "~/features/photos/photo-values";

/** A venue's photos as its page's gallery shows them, each named by the venue and its place. */
export function galleryPhotos(photos: PhotoRef[], venueName: string): GalleryPhoto[] {
  return photos.map((photo, index) => ({
    picture: photoPicture(photo, 800),
    alt: photos.length === 1 ? `Photo of ${venueName}` : `Photo ${index + 1} of ${photos.length} of ${venueName}`,
  }));
}
