import { House } from "lucide-react";

import { BackgroundVideo } from "~/components/layout/background-video";
import { ButtonLink } from "~/components/ui/button";

/** The description of a missing page, for its meta and for the error boundary's own head. */
export const NOT_FOUND_DESCRIPTION =
  "This page does not exist. Find LAN centers, games and answers from the LAN Centers home page.";

/** The meta of a page whose loader found nothing to show. */
export const notFoundMeta = () => [
  { title: "Page not found | LAN Centers" },
  { name: "description", content: NOT_FOUND_DESCRIPTION },
];

/**
 * What the root error boundary shows. It needs no loader data: the loaders may be what failed.
 * It sets its own title because the meta of a route that failed is not rendered.
 */
export function ErrorPage({ status }: { status: number }) {
  const notFound = status === 404;
  const heading = notFound ? "Page not found" : "Unexpected Application Error!";

  return (
    <>
      <title>{`${heading} | LAN Centers`}</title>
      {notFound ? <meta name="description" content={NOT_FOUND_DESCRIPTION} /> : null}
      <BackgroundVideo />
      <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center sm:px-6">
        <p className="font-mono text-sm font-semibold tracking-widest text-accent-300">
          {notFound ? "Error 404" : `Error ${status}`}
        </p>
        <h1 className="mt-3 font-display text-3xl font-bold tracking-tight text-balance text-white sm:text-5xl">
          {heading}
        </h1>
        <p className="mt-5 text-base leading-relaxed text-pretty text-slate-300 sm:text-lg">
          {notFound
            ? "The page you were looking for does not exist or has moved. Check the address, or start again from the home page."
            : "Sorry, something went wrong on our side while loading this page. Please try again in a moment; if it keeps happening, let us know."}
        </p>
        <ButtonLink to="/" size="lg" className="mt-8">
          <House aria-hidden="true" className="size-5" />
          Back to Home
        </ButtonLink>
      </section>
    </>
  );
}
