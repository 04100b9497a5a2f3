import { data, redirect } from "react-router";

import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { checkForm, readFormValues } from "~/lib/forms";
import { openBillingPortal } from "~/features/subscriptions/billing-portal.server";
import { changeCancellation } from "~/features/subscriptions/change-cancellation.server";
import { SIGN_IN_TO_MANAGE } from "~/features/subscriptions/messages";
import { manageSubscriptionSchema, type ManageSubscriptionAnswer } from "~/features/subscriptions/schemas";
import { env } from "~/lib/env.server";
import { httpStatus } from "~/lib/outcome";

import type { Route } from "./+types/manage-subscription";

/**
 * The dashboard's subscription actions on one of the member's centers: Cancel Subscription,
 * Resume Subscription, and Update Payment Method (to the billing page). Posted by the control's
 * own fetcher; the dashboard's data is loaded again after it.
 */
export const action = answeringRefusals(async ({ request }: Route.ActionArgs) => {
  const values = await readFormValues(request);
  const { account, headers } = await requireAccount(request, {
    form: { intent: null },
    messages: { "signed-out": SIGN_IN_TO_MANAGE },
  });
  const check = checkForm(manageSubscriptionSchema, values);
  if (!check.ok) {
    return data<ManageSubscriptionAnswer>(
      { intent: null, ok: false, message: check.message },
      { status: 400, headers },
    );
  }
  const { intent, location } = check.data;

  if (intent === "update-payment-method") {
    const result = await openBillingPortal(account, location, `${env().PUBLIC_URL}/dashboard`);
    if (result.ok) return redirect(result.url, { headers });
    return data<ManageSubscriptionAnswer>(
      { intent, ok: false, message: result.message },
      { status: httpStatus(result.reason), headers },
    );
  }

  const result = await changeCancellation(account, location, intent === "cancel-subscription");
  return data<ManageSubscriptionAnswer>(
    result.ok ? { intent, ok: true } : { intent, ok: false, message: result.message },
    { status: result.ok ? 200 : httpStatus(result.reason), headers },
  );
});

/** Nothing to show: the subscription is managed from the dashboard. */
export function loader() {
  return redirect("/dashboard");
}
