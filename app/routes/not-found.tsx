import { data } from "react-router";

import { ErrorPage, notFoundMeta } from "~/components/layout/error-page";
import type { Route } from "./+types/not-found";

// A lost visitor needs the way back, not a sales pitch.
export const handle = { callToAction: false };

export const meta: Route.MetaFunction = notFoundMeta;

/** Any address no other route claims: answer 404, rendered by the root error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

// Never reached (the loader always throws); here so the module is a complete route.
export default function NotFound() {
  return <ErrorPage status={404} />;
}
