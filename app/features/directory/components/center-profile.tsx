import type { CenterProfile as Profile } from "~/features/directory/load-public-center.server";

import { CenterAmenities, CenterStations, hasStationsOrPrices } from "./center-facts";
import { CenterGames } from "./center-games";
import { CenterHours } from "./center-hours";

/** What a player chooses the center by: hours, stations and prices, amenities, games; only what it gave. */
export function CenterProfile({ center }: { center: Profile }) {
  const stations = hasStationsOrPrices(center);
  const games = center.games.length > 0 || center.fullLibrary;
  if (!center.openingHours && !stations && center.amenities.length === 0 && !games) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      {center.openingHours ? <CenterHours hours={center.openingHours} timeZone={center.timeZone} /> : null}
      {stations ? <CenterStations center={center} /> : null}
      <CenterAmenities amenities={center.amenities} />
      <CenterGames games={center.games} fullLibrary={center.fullLibrary} />
    </div>
  );
}
