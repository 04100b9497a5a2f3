/** The spec's messages (section 8) about LAN centers, shared by services and pages (no server imports). */
export const LAN_CENTER_NOT_FOUND = "Location not found or you do not have permission to edit it";
export const LAN_CENTER_LOAD_FAILED = "Failed to load location data";
export const REGISTER_LAN_CENTER_FAILED = "Failed to register LAN center";
export const UPDATE_LAN_CENTER_FAILED = "Failed to update LAN center";
