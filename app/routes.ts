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

  route("api/session", "routes/api/session.ts"),
  route("api/email-availability", "routes/api/email-availability.ts"),
  route("dev/mail", "routes/dev/mail.tsx"),
  route("api/auth/*", "routes/api/auth.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
