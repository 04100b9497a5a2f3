import { type RouteConfig, index, route } from "@react-router/dev/routes";

import { JOIN_PAGES } from "../db/schema/values";
import { VENUE_PAGE_PATHS } from "./content/venue-page-paths";

export default [
  index("routes/marketing/home.tsx"),
  route("privacy", "routes/marketing/privacy.tsx"),
  route("lantypes", "routes/marketing/lantypes.tsx"),
  // One thin route per venue page over its own content (app/content/venue-pages/{path}.ts).
  ...VENUE_PAGE_PATHS.map((path) => route(path, `routes/marketing/venue-pages/${path}.tsx`)),
  route("games", "routes/marketing/games.tsx"),
  route("faq", "routes/marketing/faq.tsx"),

  // The public directory: only verified venues.
  route("lancenters", "routes/directory/lancenters.tsx"),
  route("lancenters/:slug", "routes/directory/lan-center.tsx"),
  // Where to play a game of the catalogue: the verified centers that offer it.
  route("games/:slug", "routes/directory/game.tsx"),
  route("lanparties", "routes/directory/lanparties.tsx"),
  route("lanparties/:id", "routes/directory/lan-party.tsx"),
  route("lanparties/:id/calendar.ics", "routes/directory/lan-party-calendar.ts"),
  route("share/:kind/:file", "routes/directory/share-card.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  // The Join Our Network pages: one component, its variant by path (app/content/join-pages.ts).
  ...JOIN_PAGES.map((path) => route(path, "routes/marketing/join.tsx", { id: `join-${path}` })),

  route("signup-form", "routes/auth/signup-form.tsx"),
  route("login", "routes/auth/login.tsx"),
  route("admin-login", "routes/auth/admin-login.tsx"),
  route("account-confirmation", "routes/auth/account-confirmation.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("verify-reset-code", "routes/auth/verify-reset-code.tsx"),
  route("change-password", "routes/auth/change-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("auth/confirm", "routes/auth/confirm.tsx"),
  route("email-confirmation", "routes/auth/email-confirmation.tsx"),
  route("email-change-success", "routes/auth/email-change-success.tsx"),
  route("unsubscribe", "routes/insights/unsubscribe.tsx"),
  route("dashboard", "routes/dashboard/dashboard.tsx"),
  route("dashboard/insights.csv", "routes/dashboard/insights-csv.ts"),

  route("registration-choice", "routes/venues/registration-choice.tsx"),
  route("register-lan-center", "routes/venues/register-lan-center.tsx"),
  // The same form, edited: the id comes from `?edit=` or from the path.
  route("edit-lan-center", "routes/venues/register-lan-center.tsx", { id: "edit-lan-center" }),
  route("edit-lan-center/:id", "routes/venues/register-lan-center.tsx", { id: "edit-lan-center-by-id" }),
  route("edit-lan-center/:id/live", "routes/venues/center-live.tsx"),
  route("register-lan-party", "routes/venues/register-lan-party.tsx"),
  route("edit-lan-party/:id", "routes/venues/edit-lan-party.tsx"),
  route("edit-lan-party/:id/tickets", "routes/venues/party-tickets.tsx"),
  route("edit-lan-party/:id/seats", "routes/venues/party-seats.tsx"),
  // Check-in at the door, for the organiser and the staff they add (features/tickets/party-access.server.ts).
  route("edit-lan-party/:id/door", "routes/venues/party-door.tsx"),
  route("edit-lan-party/:id/door.json", "routes/venues/party-door-json.ts"),
  route("edit-lan-party/:id/staff", "routes/venues/party-staff.tsx"),
  route("edit-lan-party/:id/attendees", "routes/venues/party-attendees.tsx"),
  route("edit-lan-party/:id/attendees.csv", "routes/venues/party-attendees-csv.ts"),
  route("edit-lan-party/:id/message", "routes/venues/party-message.tsx"),
  route("payment", "routes/subscriptions/payment.tsx"),
  route("success", "routes/subscriptions/success.tsx"),
  route("manage-subscription", "routes/subscriptions/manage-subscription.ts"),
  // The local stand-in for Stripe's pages (PAYMENTS_MODE=test only; not found otherwise).
  route("test-checkout/:sessionId", "routes/subscriptions/test-checkout.tsx"),
  route("test-billing/:subscriptionId", "routes/subscriptions/test-billing.tsx"),
  route("test-checkout/tickets/:sessionId", "routes/tickets/test-ticket-checkout.tsx"),
  // Where a ticket order's checkout comes back to: paid, or cancelled (features/tickets/paid-orders.server.ts).
  route("ticket-checkout/:orderId/:outcome", "routes/tickets/ticket-checkout-return.tsx"),
  route("contacts", "routes/admin/contacts.tsx"),
  route("contacts.csv", "routes/admin/contacts-csv.ts"),
  route("admin/venues", "routes/admin/venues.tsx"),
  route("admin/content", "routes/admin/content.tsx"),
  route("admin/leads", "routes/admin/leads.tsx"),
  route("admin/leads.csv", "routes/admin/leads-csv.ts"),
  route("admin/insights", "routes/admin/insights.tsx"),
  route("admin/insights.csv", "routes/admin/insights-csv.ts"),

  route("api/session", "routes/api/session.ts"),
  route("api/email-availability", "routes/api/email-availability.ts"),
  route("api/geocode", "routes/api/geocode.ts"),
  // The public API for partners and the map (docs: /api/v1/openapi.json).
  route("api/v1/locations", "routes/api/v1/locations.ts"),
  route("api/v1/locations/:slug", "routes/api/v1/location.ts"),
  route("api/v1/locations/:slug/live", "routes/api/v1/location-live.ts"),
  route("api/v1/live", "routes/api/v1/live.ts"),
  route("api/v1/station-status", "routes/api/v1/station-status.ts"),
  route("api/v1/events", "routes/api/v1/events.ts"),
  route("api/v1/openapi.json", "routes/api/v1/openapi.ts"),
  // "Near me" with a typed city or ZIP code.
  route("api/places", "routes/api/places.ts"),
  // The map's first view, before the browser has read the whole feed.
  route("api/map-first-view", "routes/api/map-first-view.ts"),
  // Photos: uploads (a draft until a venue's form is saved) and their files.
  route("api/photos", "routes/api/photos.ts"),
  route("photos/:id/:file", "routes/media/photo-file.ts"),
  // The owners' insights: a page's beacon (no cookie, nothing that names the visitor is kept).
  route("api/insights", "routes/api/insights.ts"),
  route("api/stripe/webhook", "routes/api/stripe-webhook.ts"),
  route("dev/mail", "routes/dev/mail.tsx"),
  route("api/auth/*", "routes/api/auth.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
