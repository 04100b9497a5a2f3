import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/marketing/home.tsx"),
  route("privacy", "routes/marketing/privacy.tsx"),

  route("api/session", "routes/api/session.ts"),
  route("api/auth/*", "routes/api/auth.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
