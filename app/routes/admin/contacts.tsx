import { Users } from "lucide-react";
import { data, isRouteErrorResponse, Navigate, useNavigation } from "react-router";

import { AdminPage, AdminPageHeader, AdministratorsOnly } from "~/components/layout/admin-page";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import { Spinner } from "~/components/ui/spinner";
import { answeringRefusals, requireAdministrator } from "~/features/accounts/guards.server";
import { ContactCards } from "~/features/venues/components/contact-cards";
import { listContacts, type ContactsPage } from "~/features/venues/list-contacts.server";
import { httpStatus } from "~/lib/outcome";
import type { Route } from "./+types/contacts";
import { createArrivalTracker, type Pending, useArrived } from "~/lib/use-arrived";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Location Contacts | LAN Centers" },
  {
    name: "description",
    content: "The contact details of every registered LAN center and LAN party, for administrators.",
  },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

type ContactsState =
  | { state: "forbidden" }
  | { state: "error"; message: string }
  | ({ state: "ready" } & ContactsPage)
  // Only in the browser: the server sent a signed-out visitor to sign in.
  | { state: "redirect"; to: string };

const FAILED = "Failed to fetch contacts";

/**
 * Every venue's contact, for administrators only, decided here on the server: a signed-out visitor
 * goes to sign in, a member gets a 403 page without a single contact.
 */
export const loader = answeringRefusals(async ({ request }: Route.LoaderArgs) => {
  const { account, headers } = await requireAdministrator(request, { page: true, messages: { unavailable: FAILED } });
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const result = await listContacts(account, { page: Number.isFinite(page) ? page : 1 });
  if (!result.ok) {
    const state: ContactsState =
      result.reason === "forbidden" ? { state: "forbidden" } : { state: "error", message: FAILED };
    return data<ContactsState>(state, { status: httpStatus(result.reason), headers });
  }
  const { ok: _ok, ...contactsPage } = result;
  return data<ContactsState>({ state: "ready", ...contactsPage }, { headers });
});

const contactsPage = createArrivalTracker();

/**
 * Arriving from another page in the browser shows the spinner at once, while the server answers;
 * a server-rendered visit needs no such step.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const state = serverLoader();
  if (contactsPage.onScreen) return state;
  const settled = state.catch((error: unknown): ContactsState => {
    // A redirect (signed out) cannot be followed from a promise the page awaits: the page does it.
    if (error instanceof Response && error.status >= 300 && error.status < 400) {
      return { state: "redirect", to: error.headers.get("Location") ?? "/login" };
    }
    if (isRouteErrorResponse(error) && error.status === 403) return { state: "forbidden" };
    return { state: "error", message: FAILED };
  });
  return { pending: settled };
}

export default function Contacts({ loaderData }: Route.ComponentProps) {
  contactsPage.useOnScreen();
  const state = useArrived(loaderData as ContactsState | Pending<ContactsState>);
  const navigation = useNavigation();
  const changingPage = navigation.state === "loading" && navigation.location.pathname === "/contacts";

  if (state?.state === "redirect") return <Navigate to={state.to} replace />;
  if (state?.state === "forbidden") {
    return (
      <AdministratorsOnly>
        The contact list is available to administrators only. Your own LAN centers and parties are on your dashboard.
      </AdministratorsOnly>
    );
  }

  return (
    <AdminPage width="6xl">
      <AdminPageHeader
        icon={Users}
        title="Location Contacts"
        description={
          state?.state === "ready"
            ? `${state.total === 1 ? "1 contact" : `${state.total.toLocaleString("en-US")} contacts`}, newest first.`
            : undefined
        }
        csvHref="/contacts.csv"
      />

      <div aria-live="polite" aria-busy={!state || changingPage}>
        {!state ? (
          <Card padding="lg" className="flex min-h-60 items-center justify-center">
            <Spinner size="lg" label="Loading contacts..." showLabel />
          </Card>
        ) : state.state === "error" ? (
          <Alert tone="error" title={state.message}>
            The contact list could not be loaded. Please try again in a moment.
          </Alert>
        ) : state.contacts.length === 0 ? (
          <Card padding="lg" className="text-center">
            <h2 className="text-lg font-semibold text-white">No contacts found</h2>
            <p className="mt-2 text-sm text-slate-300">
              Contact information will appear here once locations are registered.
            </p>
          </Card>
        ) : (
          <div className="relative flex flex-col gap-6">
            <h2 className="sr-only">
              Contacts, page {state.page} of {state.pageCount}
            </h2>
            {changingPage ? (
              <div className="absolute inset-0 z-10 flex items-start justify-center rounded-2xl bg-surface-950/60 pt-24">
                <Spinner size="lg" label="Loading contacts..." showLabel />
              </div>
            ) : null}
            <ContactCards contacts={state.contacts} wide />
            <Pagination
              label="Contact pages"
              page={state.page}
              pageCount={state.pageCount}
              hrefOf={(page) => `?page=${page}`}
            />
          </div>
        )}
      </div>
    </AdminPage>
  );
}
