import { data } from "react-router";

import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import {
  CENTER_LIVE_MESSAGES,
  type CenterLiveAnswer,
  type CenterLivePageState,
} from "~/features/stations/center-live-values";
import { centerLiveIntent, loadCenterLivePage } from "~/features/stations/center-live-page.server";
import { CenterLiveHeading, CenterLiveLinks, CenterLiveView } from "~/features/stations/components/center-live-view";
import { VendorConnectionCard } from "~/features/stations/components/vendor-connection-card";
import { vendorAnswerOf } from "~/features/stations/vendor-connection-values";
import { LanPartyPage, LanPartyProblem } from "~/features/venues/components/lan-party-page";
import { readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/center-live";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Live PCs | LAN Centers" },
  {
    name: "description",
    content: "Show players how many of your PCs are free right now: connect your venue software or post the numbers.",
  },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The center's owner's page (or an administrator's); anyone else's center is "not found". */
export const loader = answeringRefusals(async ({ request, params }: Route.LoaderArgs) => {
  const { account, headers } = await requireAccount(request, {
    page: true,
    messages: { unavailable: CENTER_LIVE_MESSAGES.loadFailed },
  });
  const page = await loadCenterLivePage(account, params.id);
  if ("ok" in page) {
    return data<CenterLivePageState>(
      { state: "not-found", message: page.message },
      { status: httpStatus(page.reason), headers },
    );
  }
  return data<CenterLivePageState>(page, { headers });
});

/** Makes or revokes a station-status token, connects or disconnects the venue software; a refusal keeps what was typed (a vendor's token never comes back). */
export const action = answeringRefusals(async ({ request, params }: Route.ActionArgs) => {
  const posted = await readFormValues(request);
  const intent = posted.intent ?? "";
  const { account, headers } = await requireAccount(request, {
    form: { intent, values: { label: posted.label ?? "" } },
  });
  const answer = await centerLiveIntent(account, params.id, posted);
  if (!answer.ok) return data<CenterLiveAnswer>(answer, { status: httpStatus(answer.reason), headers });
  return data<CenterLiveAnswer>(answer, { headers });
});

export default function CenterLive({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state !== "ready") {
    return (
      <LanPartyPage title="Live PCs">
        <LanPartyProblem
          title={loaderData.message}
          message="Check the link, or choose the center from your dashboard."
        />
      </LanPartyPage>
    );
  }
  return (
    <LanPartyPage
      title="Live PCs"
      description={<CenterLiveHeading page={loaderData} />}
      actions={<CenterLiveLinks page={loaderData} />}
    >
      <CenterLiveView
        page={loaderData}
        answer={actionData as CenterLiveAnswer | undefined}
        vendor={<VendorConnectionCard view={loaderData.vendor} answer={vendorAnswerOf(actionData)} />}
      />
    </LanPartyPage>
  );
}
