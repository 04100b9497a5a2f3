/**
 * Areas crawlers have no business in: accounts, owners' and administrators' pages, forms, payment
 * steps, the local stand-ins and every API (the public one is data for partners, not pages).
 */
const DISALLOWED_PATHS = [
  "/dashboard",
  "/admin/",
  "/contacts",
  "/api/",
  "/payment",
  "/success",
  "/test-checkout/",
  "/test-billing/",
  "/dev/",
  "/register-lan-center",
  "/register-lan-party",
  "/edit-lan-center",
  "/edit-lan-party/",
] as const;

/** `/robots.txt`: everything else may be crawled; the sitemap lists what is worth it. */
export function robotsText(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
