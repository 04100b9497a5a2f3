/** A place on a small map (a center page's, a party page's, the parties' list): what the server sends and the map draws. */
export type MapPlace = {
  /** Unique among the places of one map. */
  key: string;
  name: string;
  latitude: number;
  longitude: number;
  /** A center (green when an administrator created it, else blue) or a LAN party. */
  kind: "center" | "party";
  adminCreated?: boolean;
  /** Shown in the info window with the name. */
  description?: string;
  /** The place's page on this site, linked from its info window. */
  href?: string;
  website?: string | null;
};
