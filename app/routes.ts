import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/marketing/home.tsx"),
  route("privacy", "routes/marketing/privacy.tsx"),

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
  route("dashboard", "routes/dashboard/dashboard.tsx"),

  route("registration-choice", "routes/venues/registration-choice.tsx"),
  route("register-lan-center", "routes/venues/register-lan-center.tsx"),
  // The same form, edited: the id comes from `?edit=` or from the path.
  route("edit-lan-center", "routes/venues/register-lan-center.tsx", { id: "edit-lan-center" }),
  route("edit-lan-center/:id", "routes/venues/register-lan-center.tsx", { id: "edit-lan-center-by-id" }),
  route("register-lan-party", "routes/venues/register-lan-party.tsx"),
  route("edit-lan-party/:id", "routes/venues/edit-lan-party.tsx"),
  route("payment", "routes/subscriptions/payment.tsx"),
  route("success", "routes/subscriptions/success.tsx"),
  route("manage-subscription", "routes/subscriptions/manage-subscription.ts"),
  // The local stand-in for Stripe's pages (PAYMENTS_MODE=test only; not found otherwise).
  route("test-checkout/:sessionId", "routes/subscriptions/test-checkout.tsx"),
  route("test-billing/:subscriptionId", "routes/subscriptions/test-billing.tsx"),
  route("contacts", "routes/admin/contacts.tsx"),
  route("contacts.csv", "routes/admin/contacts-csv.ts"),
  route("admin/venues", "routes/admin/venues.tsx"),

  route("api/session", "routes/api/session.ts"),
  route("api/email-availability", "routes/api/email-availability.ts"),
  route("api/geocode", "routes/api/geocode.ts"),
  route("api/stripe/webhook", "routes/api/stripe-webhook.ts"),
  route("dev/mail", "routes/dev/mail.tsx"),
  route("api/auth/*", "routes/api/auth.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
