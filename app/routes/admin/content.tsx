import { data, useActionData } from "react-router";

import { answeringRefusals, requireAdministrator } from "~/features/accounts/guards.server";
import type { SignedInAccount } from "~/features/accounts/viewer.server";
import { addFaqItem } from "~/features/content/add-faq-item.server";
import { addGame } from "~/features/content/add-game.server";
import { ADMINISTRATORS_ONLY } from "~/features/content/content-values";
import { CONTENT_INTENTS, type ContentAnswer, type ContentIntent } from "~/features/content/components/content-answer";
import { ContentAdminView, type ContentAdminState } from "~/features/content/components/content-admin-view";
import { moveFaqItem, moveGame, removeFaqItem, removeGame } from "~/features/content/lists.server";
import { loadContentAdmin } from "~/features/content/load-content-admin.server";
import { invalidInput, type ContentChangeResult } from "~/features/content/results";
import { faqItemSchema, gameSchema, MOVE_DIRECTIONS } from "~/features/content/schemas";
import { updateFaqItem } from "~/features/content/update-faq-item.server";
import { updateGame } from "~/features/content/update-game.server";
import { checkFields, readFormValues } from "~/lib/forms";
import { httpStatus, refuse } from "~/lib/outcome";
import type { Route } from "./+types/content";

export const meta: Route.MetaFunction = () => [
  { title: "Games and FAQ | LAN Centers" },
  { name: "description", content: "Administrators keep the games list and the FAQ of LAN Centers up to date." },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const handle = { callToAction: false };

export const loader = answeringRefusals(async ({ request }: Route.LoaderArgs) => {
  const { account, headers } = await requireAdministrator(request, { page: true });
  const result = await loadContentAdmin(account);
  if (!result.ok) {
    const state: ContentAdminState =
      result.reason === "forbidden" ? { state: "forbidden" } : { state: "error", message: result.message };
    return data<ContentAdminState>(state, { status: httpStatus(result.reason), headers });
  }
  const { ok: _ok, ...content } = result;
  return data<ContentAdminState>({ state: "ready", ...content }, { headers });
});

/**
 * Every form here posts with an `intent`. The account is read again from the session and each
 * service checks the role again: the form never says who acts.
 */
export const action = answeringRefusals(async ({ request }: Route.ActionArgs) => {
  const values = await readFormValues(request);
  const intent = CONTENT_INTENTS.find((value) => value === values.intent) ?? null;
  const answer = (result: ContentChangeResult, headers?: Headers, status = statusOf(result)) => {
    const body: ContentAnswer = result.ok
      ? { intent, ok: true, id: result.id, message: result.message }
      : { intent, ok: false, message: result.message, ...(result.errors && { errors: result.errors }) };
    return data(body, { status, headers });
  };
  if (!intent) return answer(refuse("invalid", "Unknown form"));
  // The form keeps its place: a refusal is its message, in the words of the services' own check.
  const { account, headers } = await requireAdministrator(request, {
    form: { intent },
    messages: { "signed-out": "Your session has ended. Please sign in again.", forbidden: ADMINISTRATORS_ONLY },
  });
  return answer(await change(account, intent, values), headers);
});

function statusOf(result: ContentChangeResult): number {
  return result.ok ? 200 : httpStatus(result.reason);
}

/** Parses the posted form with its schema and calls the one service of its intent. */
async function change(
  account: SignedInAccount,
  intent: ContentIntent,
  values: Record<string, string>,
): Promise<ContentChangeResult> {
  const id = values.id ?? "";
  const direction = MOVE_DIRECTIONS.find((value) => value === values.direction);
  switch (intent) {
    case "add-game":
    case "update-game": {
      const check = checkFields(gameSchema, values);
      if (!check.ok) return invalidInput(check.errors);
      return intent === "add-game" ? addGame(account, check.data) : updateGame(account, { id, values: check.data });
    }
    case "add-faq":
    case "update-faq": {
      const check = checkFields(faqItemSchema, values);
      if (!check.ok) return invalidInput(check.errors);
      return intent === "add-faq"
        ? addFaqItem(account, check.data)
        : updateFaqItem(account, { id, values: check.data });
    }
    case "move-game":
    case "move-faq": {
      if (!direction) return refuse("invalid", "Choose up or down.");
      return intent === "move-game" ? moveGame(account, { id, direction }) : moveFaqItem(account, { id, direction });
    }
    case "remove-game":
      return removeGame(account, id);
    case "remove-faq":
      return removeFaqItem(account, id);
  }
}

export default function ContentAdminPage({ loaderData }: Route.ComponentProps) {
  // A plain post (before the script loads) answers here; with the script, each form's fetcher does.
  const actionData = useActionData<typeof action>();
  return <ContentAdminView content={loaderData} answer={actionData} />;
}
