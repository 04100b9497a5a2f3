/**
 * Pages whose HTML is the same for every visitor: rendered once at build time and served from
 * memory. Anything that depends on the visitor (the navigation's signed-in links) is filled in
 * after hydration.
 */
export const prerenderedPaths = ["/", "/privacy"];
