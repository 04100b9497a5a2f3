import { useNavigation } from "react-router";

import { LanCenterPageView } from "~/features/venues/components/lan-center-page-view";
import type { LanCenterPageState } from "~/features/venues/lan-center-page-state";
import { lanCenterEditTarget } from "~/features/venues/lan-center-edit-target";
import { LAN_CENTER_LOAD_FAILED } from "~/features/venues/lan-center-messages";
import { createArrivalTracker, type Pending, useArrived } from "~/lib/use-arrived";
import type { Route } from "./+types/register-lan-center";
import { loadLanCenterPage } from "./register-lan-center.server";
import { saveLanCenter } from "./save-lan-center.server";

export const handle = { callToAction: false };

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const editing = loaderData && "mode" in loaderData && loaderData.mode === "edit";
  return editing
    ? [
        { title: "Edit LAN Center | LAN Centers" },
        { name: "description", content: "Change the details of a LAN center you registered." },
        { name: "robots", content: "noindex" },
      ]
    : [
        { title: "Register a LAN Center | LAN Centers" },
        {
          name: "description",
          content:
            "Put your LAN center on the map: add your venue, its community and how to reach you. Our team reviews every listing.",
        },
      ];
};

export async function loader(args: Route.LoaderArgs) {
  return loadLanCenterPage(args);
}

const centerForm = createArrivalTracker();

/**
 * Arriving at an edit address from another page shows 'Loading LAN center information...' at once
 * while the server answers; a server-rendered visit has the data already.
 */
export function clientLoader({ serverLoader, request, params }: Route.ClientLoaderArgs) {
  const { editing } = lanCenterEditTarget(request, params);
  if (centerForm.onScreen || !editing) return serverLoader();
  const pending = serverLoader().then(
    (state) => state,
    (error: unknown): LanCenterPageState =>
      // The signed-out redirect arrives as a thrown Response: follow it from the page.
      error instanceof Response && error.headers.has("Location")
        ? { state: "redirect", to: error.headers.get("Location")! }
        : { state: "error", message: LAN_CENTER_LOAD_FAILED },
  );
  return { pending };
}

export async function action(args: Route.ActionArgs) {
  return saveLanCenter(args);
}

export default function RegisterLanCenter({ loaderData, actionData }: Route.ComponentProps) {
  centerForm.useOnScreen();
  const state = useArrived(loaderData as LanCenterPageState | Pending<LanCenterPageState>);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  return <LanCenterPageView state={state} actionData={actionData} submitting={submitting} />;
}
