import "~/lib/load-context";

import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";

import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { CallToAction } from "~/components/layout/call-to-action";
import { Footer } from "~/components/layout/footer";
import { NavBar } from "~/components/layout/nav-bar";
import { ErrorPage } from "~/components/layout/error-page";
import { CurrentViewerProvider, useViewerFromServer } from "~/lib/current-viewer";
import { useNonce } from "~/lib/nonce";
import { keepDataOnQueryChange } from "~/lib/revalidation";
import { publicSettings } from "~/lib/public-settings.server";
import { readViewer } from "~/features/accounts/viewer.server";

export const links: Route.LinksFunction = () => [
  // A stylesheet resource (precedence) is written before the scripts' modulepreloads, so a page's
  // only render-blocking file is asked for first, not after forty scripts.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // Prerendered pages are built once for everybody: who is signed in is asked after hydration.
  const prerendering = !context?.cspNonce && !import.meta.env.DEV;
  const viewer = prerendering ? null : await readViewer(request, context);
  return data({ viewer, viewerKnown: !prerendering, settings: publicSettings() });
}

// Who is signed in does not depend on the query: filters and pages do not ask again.
export const shouldRevalidate = keepDataOnQueryChange;

/**
 * Route modules can set `handle = { callToAction: false }` to end without the closing block, or give
 * it their own words (`{ callToAction: { title, text } }`).
 */
type RouteHandle = { callToAction?: false | { title: string; text: string } } | undefined;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  // Browser tests wait for this mark before they click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const currentViewer = useViewerFromServer(rootData?.viewer ?? null, rootData?.viewerKnown ?? false);
  const { pathname } = useLocation();
  const callToActions = matches.map((match) => (match.handle as RouteHandle)?.callToAction);
  const showCallToAction = !callToActions.includes(false);
  const callToActionWords = callToActions.findLast((words) => typeof words === "object");

  return (
    <html lang="en" className="bg-surface-950 text-slate-100">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0d17" />
        <Meta />
        {/* One address per page for search engines: the query (filters, pages) is not part of it. */}
        {rootData ? <link rel="canonical" href={canonicalUrl(rootData.settings.siteUrl, pathname)} /> : null}
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <CurrentViewerProvider value={currentViewer}>
          <NavBar viewer={currentViewer} />
          <main id="main" className="relative flex-1 overflow-x-clip">
            {children}
          </main>
        </CurrentViewerProvider>
        {rootData && showCallToAction ? <CallToAction settings={rootData.settings} {...callToActionWords} /> : null}
        <Footer settings={rootData?.settings} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Prerendering renders "/lantypes" as "/lantypes/": one address, without the trailing slash. */
function canonicalUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl}${pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname}`;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage status={404} />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
