import { publicEnv } from "./env.server";

/** The only settings that reach the browser. */
export type PublicSettings = {
  contactEmail: string;
  meetingUrl: string;
  socialLinks: { label: string; href: string }[];
  /** The keyless map's tile address ({z}/{x}/{y}), OpenStreetMap's by default. */
  mapTileUrl: string;
};

export function publicSettings(): PublicSettings {
  const settings = publicEnv();
  return {
    contactEmail: settings.CONTACT_EMAIL,
    meetingUrl: settings.MEETING_URL,
    socialLinks: [
      { label: "Discord", href: settings.SOCIAL_DISCORD_URL },
      { label: "X", href: settings.SOCIAL_X_URL },
    ],
    mapTileUrl: settings.MAP_TILE_URL,
  };
}
