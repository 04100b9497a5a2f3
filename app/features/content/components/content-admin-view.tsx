import { ArrowRight, Gamepad2, LayoutList, MessageCircleQuestion } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { AdminPage, AdminPageHeader, AdministratorsOnly } from "~/components/layout/admin-page";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import type { GameLists } from "../list-games.server";
import type { FaqItemView } from "../results";

import { AnnouncerProvider } from "./announcer";
import type { ContentAnswer } from "./content-answer";
import { AddFaqItemForm, FaqAdminList } from "./faq-admin";
import { AddGameForm, GameAdminList } from "./game-admin";

/** What the loader of /admin/content answers. */
export type ContentAdminState =
  { state: "forbidden" } | { state: "error"; message: string } | ({ state: "ready"; faq: FaqItemView[] } & GameLists);

/** The administrators' page of the games and the FAQ; `answer` is what a plain (script-less) post answered. */
export function ContentAdminView({ content, answer }: { content: ContentAdminState; answer?: ContentAnswer }) {
  if (content.state === "forbidden") {
    return <AdministratorsOnly>The games and FAQ are kept by the LAN Centers team.</AdministratorsOnly>;
  }

  return (
    <AnnouncerProvider fallback={answer}>
      <AdminPage>
        <AdminPageHeader
          icon={LayoutList}
          title="Games and FAQ"
          description="What visitors see on the Games and FAQ pages. Changes show on the site at once."
        >
          {content.state === "ready" ? (
            <nav aria-label="Sections" className="mt-2 flex flex-wrap gap-2">
              <ButtonLink href="#games-heading" variant="secondary" size="sm">
                Games ({content.featured.length + content.all.length})
              </ButtonLink>
              <ButtonLink href="#faq-heading" variant="secondary" size="sm">
                FAQ ({content.faq.length})
              </ButtonLink>
            </nav>
          ) : null}
        </AdminPageHeader>

        {content.state === "error" ? (
          <Alert tone="error" title={content.message} />
        ) : (
          <>
            <section aria-labelledby="games-heading" className="flex flex-col gap-6">
              <SectionHeading id="games-heading" icon={<Gamepad2 className="size-6" />} title="Games" page="/games" />
              <AddGameForm />
              <GameAdminList headingId="featured-games-heading" title="Featured Games" games={content.featured} />
              <GameAdminList headingId="all-games-heading" title="All Games" games={content.all} />
            </section>

            <section aria-labelledby="faq-heading" className="flex flex-col gap-6">
              <SectionHeading
                id="faq-heading"
                icon={<MessageCircleQuestion className="size-6" />}
                title="FAQ"
                page="/faq"
              />
              <AddFaqItemForm />
              <FaqAdminList items={content.faq} />
            </section>
          </>
        )}
      </AdminPage>
    </AnnouncerProvider>
  );
}

function SectionHeading({ id, icon, title, page }: { id: string; icon: ReactNode; title: string; page: string }) {
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
