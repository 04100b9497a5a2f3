import { useRouteLoaderData } from "react-router";

import type { PublicSettings } from "~/lib/public-settings.server";

/** The settings the root loader hands every page (contact address, meeting link, social links...). */
export function usePublicSettings(): PublicSettings | undefined {
  // Typed by its shape, so shared code does not import the root route (which imports shared code).
  return useRouteLoaderData<{ settings: PublicSettings }>("root")?.settings;
}
