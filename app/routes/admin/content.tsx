import { LayoutList, ArrowRight, Gamepad2, MessageCircleQuestion } from "lucide-react";
import { data, Link, redirect, useActionData } from "react-router";

import { AdminPage, AdminPageHeader, AdministratorsOnly } from "~/components/layout/admin-page";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { readSignedInAccount, type SignedInAccount } from "~/features/accounts/viewer.server";
import { addFaqItem } from "~/features/content/add-faq-item.server";
import { addGame } from "~/features/content/add-game.server";
import { AnnouncerProvider } from "~/features/content/components/announcer";
import { CONTENT_INTENTS, type ContentAnswer, type ContentIntent } from "~/features/content/components/content-answer";
import { AddFaqItemForm, FaqAdminList } from "~/features/content/components/faq-admin";
import { AddGameForm, GameAdminList } from "~/features/content/components/game-admin";
import { moveFaqItem, moveGame, removeFaqItem, removeGame } from "~/features/content/lists.server";
import { loadContentAdmin } from "~/features/content/load-content-admin.server";
import { invalidInput, type ContentChangeResult } from "~/features/content/results";
import { faqItemSchema, gameSchema, MOVE_DIRECTIONS } from "~/features/content/schemas";
import { updateFaqItem } from "~/features/content/update-faq-item.server";
import { updateGame } from "~/features/content/update-game.server";
import { checkFields, readFormValues } from "~/lib/forms";
import type { Route } from "./+types/content";

export const meta: Route.MetaFunction = () => [
  { title: "Games and FAQ | LAN Centers" },
  { name: "description", content: "Administrators keep the games list and the FAQ of LAN Centers up to date." },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const handle = { callToAction: false };

export async function loader({ request }: Route.LoaderArgs) {
  const { account, headers } = await readSignedInAccount(request);
  if (!account) throw redirect("/login", { headers });
  if (!account.isAdmin) return data({ state: "forbidden" } as const, { status: 403, headers });
  const result = await loadContentAdmin(account);
  if (!result.ok) {
    const state =
      result.status === 403
        ? ({ state: "forbidden" } as const)
        : ({ state: "error", message: result.message } as const);
    return data(state, { status: result.status, headers });
  }
  const { ok: _ok, ...content } = result;
  return data({ state: "ready", ...content } as const, { headers });
}

/**
 * Every form here posts with an `intent`. The account is read again from the session and each
 * service checks the role again: the form never says who acts.
 */
export async function action({ request }: Route.ActionArgs) {
  const values = await readFormValues(request);
  const { account, headers } = await readSignedInAccount(request);
  const intent = CONTENT_INTENTS.find((value) => value === values.intent) ?? null;
  const answer = (result: ContentChangeResult | { ok: false; status: 400 | 401; message: string }) => {
    const { status, ...rest } = result.ok ? { ...result, status: 200 } : result;
    return data<ContentAnswer>({ intent, ...rest }, { status, headers });
  };
  if (!intent) return answer({ ok: false, status: 400, message: "Unknown form" });
  if (!account) return answer({ ok: false, status: 401, message: "Your session has ended. Please sign in again." });
  return answer(await change(account, intent, values));
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
      if (!direction) return { ok: false, status: 400, message: "Choose up or down." };
      return intent === "move-game" ? moveGame(account, { id, direction }) : moveFaqItem(account, { id, direction });
    }
    case "remove-game":
      return removeGame(account, id);
    case "remove-faq":
      return removeFaqItem(account, id);
  }
}

function SectionHeading({ id, icon, title, page }: { id: string; icon: React.ReactNode; title: string; page: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="flex items-center gap-2 font-display text-2xl font-bold text-white">
        <span aria-hidden="true" className="text-accent-300">
          {icon}
        </span>
        {title}
      </h2>
      <Link
        to={page}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent-300 hover:text-accent-200"
      >
        View {page}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

export default function ContentAdminPage({ loaderData }: Route.ComponentProps) {
  // A plain post (before the script loads) answers here; with the script, each form's fetcher does.
  const actionData = useActionData<typeof action>();

  if (loaderData.state === "forbidden") {
    return <AdministratorsOnly>The games and FAQ are kept by the LAN Centers team.</AdministratorsOnly>;
  }

  return (
    <AnnouncerProvider fallback={actionData}>
      <AdminPage>
        <AdminPageHeader
          icon={LayoutList}
          title="Games and FAQ"
          description="What visitors see on the Games and FAQ pages. Changes show on the site at once."
        >
          {loaderData.state === "ready" ? (
            <nav aria-label="Sections" className="mt-2 flex flex-wrap gap-2">
              <ButtonLink href="#games-heading" variant="secondary" size="sm">
                Games ({loaderData.featured.length + loaderData.all.length})
              </ButtonLink>
              <ButtonLink href="#faq-heading" variant="secondary" size="sm">
                FAQ ({loaderData.faq.length})
              </ButtonLink>
            </nav>
          ) : null}
        </AdminPageHeader>

        {loaderData.state === "error" ? (
          <Alert tone="error" title={loaderData.message} />
        ) : (
          <>
            <section aria-labelledby="games-heading" className="flex flex-col gap-6">
              <SectionHeading id="games-heading" icon={<Gamepad2 className="size-6" />} title="Games" page="/games" />
              <AddGameForm />
              <GameAdminList headingId="featured-games-heading" title="Featured Games" games={loaderData.featured} />
              <GameAdminList headingId="all-games-heading" title="All Games" games={loaderData.all} />
            </section>

            <section aria-labelledby="faq-heading" className="flex flex-col gap-6">
              <SectionHeading
                id="faq-heading"
                icon={<MessageCircleQuestion className="size-6" />}
                title="FAQ"
                page="/faq"
              />
              <AddFaqItemForm />
              <FaqAdminList items={loaderData.faq} />
            </section>
          </>
        )}
      </AdminPage>
    </AnnouncerProvider>
  );
}
