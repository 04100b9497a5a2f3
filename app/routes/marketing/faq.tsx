import { Mail, MessageCircleQuestion } from "lucide-react";
import { data, useSearchParams } from "react-router";

import { BackgroundVideo } from "~/components/layout/background-video";
import { PageHeader } from "~/components/marketing/page-hero";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FaqAccordion, FaqStructuredData } from "~/features/content/components/faq-accordion";
import { FaqFilterBar } from "~/features/content/components/faq-filter";
import { listFaqItems } from "~/features/content/list-faq-items.server";
import { FAQ_FILTER_LABELS, FAQ_FILTERS, readFaqFilter, type FaqFilter } from "~/features/content/content-values";
import { httpStatus } from "~/lib/outcome";
import { keepDataOnQueryChange } from "~/lib/revalidation";
import { usePublicSettings } from "~/lib/use-public-settings";
import { sharedPageHeaders } from "~/lib/shared-page";
import type { Route } from "./+types/faq";

// The same for every visitor without a session: answered from the shared copy (server/shared-pages.ts).
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "FAQ | LAN Centers" },
  {
    name: "description",
    content:
      "Answers about the Steam PC Cafe library for LAN centers: licences and stations, starting a center, hardware, Steam accounts, and what the library offers.",
  },
];

/** Every question comes at once; the category filter only narrows what is shown. */
export async function loader() {
  const result = await listFaqItems();
  if (!result.ok) return data({ items: [], error: result.message }, { status: httpStatus(result.reason) });
  return { items: result.items, error: null };
}

// Choosing a category changes only `?category=`: the questions are already here.
export const shouldRevalidate = keepDataOnQueryChange;

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { items, error } = loaderData;
  const [searchParams] = useSearchParams();
  const settings = usePublicSettings();
  const filter = readFaqFilter(searchParams.get("category"));
  const shown = filter === "all" ? items : items.filter((item) => item.category === filter);
  const counts = Object.fromEntries(
    FAQ_FILTERS.map((name) => [name, name === "all" ? items.length : items.filter((i) => i.category === name).length]),
  ) as Record<FaqFilter, number>;

  return (
    <>
      <BackgroundVideo />
      <FaqStructuredData items={shown} />
      <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <PageHeader
          icon={MessageCircleQuestion}
          eyebrow="FAQ"
          title="Frequently Asked Questions"
          intro="Licences, stations, hardware and accounts: what venue owners ask us before they join."
        />

        <FaqFilterBar active={filter} counts={counts} />

        {error ? <Alert tone="error" title={error} /> : null}

        {shown.length > 0 ? (
          <FaqAccordion items={shown} />
        ) : error ? null : (
          <Card className="text-center">
            <p className="text-lg font-semibold text-white">
              {filter === "all"
                ? "No questions listed yet."
                : `No ${FAQ_FILTER_LABELS[filter].toLowerCase()} questions yet.`}
            </p>
          </Card>
        )}

        <Card
          as="section"
          aria-labelledby="faq-contact-heading"
          className="flex flex-col gap-4 sm:flex-row sm:items-center"
        >
          <div className="flex-1">
            <h2 id="faq-contact-heading" className="text-lg font-semibold text-white">
              Still have a question?
            </h2>
            <p className="mt-1 text-sm text-slate-300">Write to our team and we will get back to you.</p>
          </div>
          {settings ? (
            <ButtonLink
              href={`mailto:${settings.contactEmail}`}
              variant="secondary"
              className="self-start sm:self-auto"
            >
              <Mail aria-hidden="true" className="size-4" />
              Contact Us
            </ButtonLink>
          ) : null}
        </Card>
      </div>
    </>
  );
}
