/** The stations feature's forms, checked in the browser and again on the server. */
import { requiredText } from "~/features/venues/venue-fields";
import { z } from "~/lib/zod";

import { STATION_TOKEN_LABEL_MAX, STATION_TOKEN_MESSAGES } from "./station-token-values";

export const stationTokenSchema = z.object({
  label: requiredText("Name", STATION_TOKEN_LABEL_MAX, STATION_TOKEN_MESSAGES.labelRequired),
});
