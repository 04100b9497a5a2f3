import { ExternalLink } from "lucide-react";
import { Link } from "react-router";

import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Picture } from "~/components/ui/picture";
import { media } from "~/content/media";
import type { FeaturedCenter } from "~/features/directory/list-featured-centers.server";
import { photoPicture, plainPicture } from "~/features/photos/photo-values";

/**
 * A featured center: its picture (the stock one when it has none), name, description and
 * 'Visit LAN Center', which goes to the center's own website, or to its page here without one.
 */
export function FeaturedCenterCard({ center }: { center: FeaturedCenter }) {
  const page = `/lancenters/${center.slug}`;
  return (
    <Card as="article" padding="none" interactive className="flex w-full flex-col overflow-hidden">
      <Picture
        picture={
          center.cover
            ? photoPicture(center.cover, 640)
            : plainPicture(center.imageUrl ?? media.fallbackImages.venue, 640, 360)
        }
        sizes="(min-width: 768px) 50vw, 100vw"
        alt=""
        className="aspect-video w-full bg-surface-800 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="font-display text-2xl font-bold text-white">
          <Link to={page} className="hover:text-accent-200 focus-visible:text-accent-200">
            {center.name}
          </Link>
        </h3>
        <p className="line-clamp-2 text-slate-300">{center.description}</p>
        <div className="mt-auto pt-3">
          {center.website ? (
            <ButtonLink href={center.website} newTab>
              Visit LAN Center
              <ExternalLink aria-hidden="true" className="size-4" />
            </ButtonLink>
          ) : (
            <ButtonLink to={page}>Visit LAN Center</ButtonLink>
          )}
        </div>
      </div>
    </Card>
  );
}
