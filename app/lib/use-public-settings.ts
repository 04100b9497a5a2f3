import { useRouteLoaderData } from "react-router";

import type { PublicSettings } from "~/lib/public-settings.server";
import type { loader as rootLoader } from "~/root";

/** The settings the root loader hands every page (contact address, meeting link, social links...). */
export function usePublicSettings(): PublicSettings | undefined {
  return useRouteLoaderData<typeof rootLoader>("root")?.settings;
}
