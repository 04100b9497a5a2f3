/** The station-status tokens' words and limits, shared by the owner's page and the services. */

/** Live tokens a center may have at once (one per machine or program that reports). */
export const MAX_STATION_TOKENS = 5;

export const STATION_TOKEN_LABEL_MAX = 60;

export const STATION_TOKEN_MESSAGES = {
  notFound: "LAN center not found",
  tokenGone: "That token is already revoked",
  tooMany: `A center can have ${MAX_STATION_TOKENS} tokens at once: revoke one you no longer use first`,
  labelRequired: "Give the token a name, such as the machine that reports",
  labelTooLong: `Name must be at most ${STATION_TOKEN_LABEL_MAX} characters`,
} as const;

/** A live token as the owner's page lists it: never the token itself. */
export type StationTokenRow = {
  id: string;
  label: string;
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
};
