import { JOIN_PAGES, type JoinPage } from "#db/schema/values";
import { JOIN_PAGE_CONTENT } from "~/content/join-pages";

import { publicEnv, siteUrl } from "./env.server";

/** The join pages' HubSpot forms: the portal, and the form id of each page that has one. */
export type HubSpotSettings = {
  portalId: string;
  forms: Partial<Record<JoinPage, string>>;
};

/** The only settings that reach the browser. */
export type PublicSettings = {
  /**
   * The site's public origin (PUBLIC_URL), for canonical links. Prerendered pages take it (and the
   * rest) when the server starts: they are rendered again then (server/render-static-pages.ts).
   */
  siteUrl: string;
  contactEmail: string;
  meetingUrl: string;
  socialLinks: { label: string; href: string }[];
  /** The keyless map's tile address ({z}/{x}/{y}), OpenStreetMap's by default; "none" turns it off. */
  mapTileUrl: string;
  /**
   * Google Maps' browser key, when set: the public maps use Google. A Maps JavaScript key is public
   * by design (it is in the script address of every page); restrict it to the site in Google's console.
   */
  googleMapsApiKey: string | null;
  /** Null without HUBSPOT_PORTAL_ID: every join page then shows our own lead form. */
  hubspot: HubSpotSettings | null;
};

let processSettings: PublicSettings | undefined;

/**
 * The public settings of an environment; those of this process are parsed once (every page's root
 * loader asks for them).
 */
export function publicSettings(source: Record<string, string | undefined> = process.env): PublicSettings {
  if (source === process.env) return (processSettings ??= readPublicSettings(source));
  return readPublicSettings(source);
}

function readPublicSettings(source: Record<string, string | undefined>): PublicSettings {
  const settings = publicEnv(source);
  return {
    siteUrl: siteUrl(settings),
    contactEmail: settings.CONTACT_EMAIL,
    meetingUrl: settings.MEETING_URL,
    socialLinks: [
      { label: "Discord", href: settings.SOCIAL_DISCORD_URL },
      { label: "X", href: settings.SOCIAL_X_URL },
    ],
    mapTileUrl: settings.MAP_TILE_URL,
    googleMapsApiKey: settings.GOOGLE_MAPS_API_KEY?.trim() || null,
    hubspot: hubspotSettings(settings),
  };
}

function hubspotSettings(settings: ReturnType<typeof publicEnv>): HubSpotSettings | null {
  const portalId = settings.HUBSPOT_PORTAL_ID;
  if (!portalId) return null;
  const forms: HubSpotSettings["forms"] = {};
  for (const page of JOIN_PAGES) {
    const formId = settings[JOIN_PAGE_CONTENT[page].hubspotFormSetting]?.trim();
    if (formId) forms[page] = formId;
  }
  return { portalId, forms };
}
