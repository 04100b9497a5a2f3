import { Card } from "~/components/ui/card";

import type { MapPlace } from "../map-place";
import { PlacesMap } from "./places-map";

/** A venue page's small map, as a section of its own; nothing when no place has a position. */
export function PlacesMapCard({ id, name, places }: { id: string; name: string; places: MapPlace[] }) {
  if (places.length === 0) return null;
  return (
    <Card as="section" aria-labelledby={id} padding="none" className="overflow-hidden">
      <h2 id={id} className="sr-only">
        Map
      </h2>
      <PlacesMap places={places} label={`Map of ${name}`} className="h-72 w-full sm:h-96" />
    </Card>
  );
}
