/** The spec's messages (section 8) about LAN centers, shared by services and pages (no server imports). */
export const LAN_CENTER_NOT_FOUND = "Location not found or you do not have permission to edit it";
export const LAN_CENTER_LOAD_FAILED = "Failed to load location data";
export const REGISTER_LAN_CENTER_FAILED = "Failed to register LAN center";
export const UPDATE_LAN_CENTER_FAILED = "Failed to update LAN center";

/**
 * Said to the owner wherever a center waits for review (payment, success, its dashboard card):
 * paying does not list it; the team's review does, and its owner is mailed the outcome.
 */
export const LISTED_AFTER_REVIEW =
  "Your LAN center appears on the LAN Centers map once our team has reviewed it. We'll e-mail you as soon as it's verified.";

/** The spec's answer to a signed-out visitor's LAN center registration (also the sign-up page's notice). */
export const SIGNED_OUT_REGISTER_MESSAGE =
  "You must be logged in to register a LAN center. Please create an account first.";

/** The spec's answer to a signed-out visitor's LAN party registration. */
export const SIGNED_OUT_PARTY_MESSAGE =
  "You must be logged in to register a LAN party. Please create an account first.";
