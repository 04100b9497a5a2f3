import { data, redirect } from "react-router";

import type { AccountResult } from "~/features/accounts/dashboard-answers";
import { confirmEmailChange, requestEmailChange } from "~/features/accounts/email-change.server";
import { setInsightsDigest } from "~/features/accounts/insights-digest-setting.server";
import { changePassword } from "~/features/accounts/password-change.server";
import { emailChangeCodeSchema, emailChangeRequestSchema, passwordChangeSchema } from "~/features/accounts/schemas";
import { answeringRefusals, requireAccount } from "~/features/accounts/guards.server";
import { deleteLanCenter } from "~/features/subscriptions/delete-lan-center.server";
import type { DeleteVenueAnswer } from "~/features/venues/delete-venue-answer";
import { deleteLanParty } from "~/features/venues/delete-lan-party.server";
import { TICKET_INTENTS } from "~/features/tickets/my-tickets";
import { checkForm, readFormValues } from "~/lib/forms";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/dashboard";
import { answerTicketForm } from "./dashboard-tickets.server";

type ActionResult = AccountResult | DeleteVenueAnswer;

/**
 * Every form of the dashboard posts here with an `intent`. Each one reads the account again from
 * the session: the form never says whose account it is.
 */
export const dashboardAction = answeringRefusals(async ({ request, context }: Route.ActionArgs) => {
  const values = await readFormValues(request);
  const intent = values.intent;
  if (!isIntent(intent)) return data({ error: "Unknown form" }, { status: 400 });

  const { account, headers } = await requireAccount(request, { form: { intent } });
  const client = { ip: context.clientIp, headers: request.headers };

  switch (intent) {
    case "request-email-change":
    case "resend-email-change": {
      const check = checkForm(emailChangeRequestSchema(account.email), values);
      if (!check.ok) {
        return data<ActionResult>(
          { intent, ok: false, message: check.message, field: "newEmail" },
          { status: 400, headers },
        );
      }
      const resend = intent === "resend-email-change";
      const result = await requestEmailChange(account, check.data.newEmail, client, { resend });
      // A refused resend keeps step 2; a refused first request stays on step 1.
      const pendingEmail = result.ok || resend ? check.data.newEmail : undefined;
      return data<ActionResult>(
        { intent, ok: result.ok, message: result.message, pendingEmail },
        { status: result.ok ? 200 : httpStatus(result.reason), headers },
      );
    }
    case "confirm-email-change": {
      const check = checkForm(emailChangeCodeSchema, values);
      if (!check.ok) {
        // Without a pending address ('No pending email change found') the form starts over.
        const codeProblem = check.field === "code";
        return data<ActionResult>(
          codeProblem
            ? { intent, ok: false, message: check.message, field: "code", pendingEmail: values.newEmail }
            : { intent, ok: false, message: check.message },
          { status: 400, headers },
        );
      }
      const result = await confirmEmailChange(account, check.data, client);
      if (!result.ok) {
        return data<ActionResult>(
          { intent, ok: false, message: result.message, field: "code", pendingEmail: check.data.newEmail },
          { status: httpStatus(result.reason), headers },
        );
      }
      return redirect("/email-change-success", { headers: result.headers });
    }
    case "delete-lan-center":
    case "delete-lan-party": {
      const id = values.id ?? "";
      const result =
        intent === "delete-lan-center" ? await deleteLanCenter(account, id) : await deleteLanParty(account, id);
      // On success the router loads the dashboard again, and the deleted card is gone.
      return data<ActionResult>(
        result.ok ? { intent, ok: true, id } : { intent, ok: false, message: result.message, id },
        { status: result.ok ? 200 : httpStatus(result.reason), headers },
      );
    }
    case "cancel-email-change":
      return data<ActionResult>({ intent, ok: true }, { headers });
    case "cancel-ticket":
    case "give-ticket":
      return answerTicketForm(account, intent, values, headers);
    case "insights-digest": {
      // An unticked checkbox posts nothing: only the box's own value turns it on.
      const result = await setInsightsDigest(account, values.insightsDigest === "true");
      return data<ActionResult>(
        { intent, ok: result.ok, message: result.message },
        { status: result.ok ? 200 : httpStatus(result.reason), headers },
      );
    }
    case "change-password": {
      const check = checkForm(passwordChangeSchema, values);
      if (!check.ok) {
        const field = check.field as "currentPassword" | "password" | "confirmPassword";
        return data<ActionResult>({ intent, ok: false, message: check.message, field }, { status: 400, headers });
      }
      const result = await changePassword(account, check.data, client);
      return data<ActionResult>(
        result.ok
          ? { intent, ok: true, message: result.message }
          : { intent, ok: false, message: result.message, field: "field" in result ? result.field : undefined },
        { status: result.ok ? 200 : httpStatus(result.reason), headers },
      );
    }
  }
});

const INTENTS = [
  "request-email-change",
  "resend-email-change",
  "confirm-email-change",
  "cancel-email-change",
  "change-password",
  "insights-digest",
  "delete-lan-center",
  "delete-lan-party",
  ...TICKET_INTENTS,
] as const;

function isIntent(value: string | undefined): value is (typeof INTENTS)[number] {
  return (INTENTS as readonly string[]).includes(value ?? "");
}
