import clsx from "clsx";
import { type AnchorHTMLAttributes, useEffect } from "react";
import { useNavigate } from "react-router";

import { buttonClasses, type ButtonSize, type ButtonVariant } from "~/components/ui/button";

/**
 * A link of this site repeated down a long list (the dashboard's venue cards), looking like a
 * button: a plain anchor that `FollowListLinks` follows inside the app, where `ButtonLink` would
 * render a React Router `Link`, whose dozen hooks per link were 6-8 % of the dashboard's server
 * time with its 25 centers' 50 links. `data-discover` lets React Router load the page's route ahead,
 * as it does for a `Link`.
 */
export function ListButtonLink({
  to,
  variant = "primary",
  size = "md",
  className,
  children,
  ...anchorProps
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path of this site, with its query. */
  to: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  return (
    <a
      href={to}
      data-list-link=""
      data-discover="true"
      className={clsx(buttonClasses({ variant, size }), className)}
      {...anchorProps}
    >
      {children}
    </a>
  );
}

/**
 * Follows the page's `ListButtonLink`s inside the app with one click handler on the document, as a
 * `Link` does: a plain left click only (a modifier key, another button or another target is the
 * browser's). Render it once on a page that has them; until the page's script runs they are
 * ordinary links.
 */
export function FollowListLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-list-link]") : null;
      if (!anchor || (anchor.target && anchor.target !== "_self")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener("click", follow);
    return () => document.removeEventListener("click", follow);
  }, [navigate]);
  return null;
}
