import { VENUE_PAGE_HANDLE, VenuePageView, venuePageMeta } from "~/components/marketing/venue-page-view";
import { page } from "~/content/venue-pages/ltcoffeeshops";

export const handle = VENUE_PAGE_HANDLE;
export const meta = () => venuePageMeta(page);

export default function VenuePage() {
  return <VenuePageView page={page} />;
}
