/**
 * The body of `GET /api/v1/locations/{slug}`: what the map's info window and partners show of a
 * verified center. Plain data, shared by the server that builds it and the browser that reads it;
 * openapi.ts describes it field for field.
 */
import type { Amenity, Currency, OpeningHours, VenueType } from "#db/schema/values";

export type LocationDetail = LocationBasics & LocationProfile;

/** Who and where the center is. */
export type LocationBasics = {
  slug: string;
  name: string;
  description: string;
  address: string;
  website: string | null;
  imageUrl: string | null;
  /** Its approved photos, the cover first. */
  photos: LocationPhoto[];
  latitude: number | null;
  longitude: number | null;
  venueType: VenueType | null;
  adminCreated: boolean;
  /** The center's public page, absolute. */
  url: string;
};

/** A photo of the center as the API gives it: absolute JPEG addresses (AVIF and WebP sit beside them). */
export type LocationPhoto = {
  /** The largest width there is. */
  url: string;
  width: number;
  height: number;
  /** About 320 pixels wide, for lists and info windows. */
  thumbnailUrl: string;
  thumbnailWidth: number;
  thumbnailHeight: number;
};

/** What a player chooses the center by. */
export type LocationProfile = {
  /** The IANA zone its opening hours are read in. */
  timeZone: string;
  /** The week from Monday and the special dates, in the venue's wall-clock time; null when not given. */
  openingHours: OpeningHours | null;
  phone: string | null;
  /** How many of each kind of station it has; null when not given. */
  stations: { pcs: number | null; consoles: number | null; vr: number | null; sims: number | null };
  /** The hardware in a line ("RTX 4070 · 240 Hz"). */
  hardware: string | null;
  /** The hourly price range in whole units of the currency (5.5 is $5.50); null when not given. */
  price: { min: number; max: number; currency: Currency } | null;
  /** Memberships and passes, in the owner's words. */
  passes: string | null;
  amenities: Amenity[];
  /** The games of the site's catalogue it offers, by name; `/games/{slug}` is each one's page. */
  games: { slug: string; name: string }[];
  /** It offers the whole Steam PC Cafe library: every game of the catalogue. */
  fullLibrary: boolean;
};
