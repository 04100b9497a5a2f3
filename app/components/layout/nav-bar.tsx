import clsx from "clsx";
import { LogOut, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";

import { Button, buttonClasses } from "~/components/ui/button";
import { media } from "~/content/media";
import type { ViewerState } from "~/lib/current-viewer";

type PageLink = { to: string; label: string };

const publicLinks: PageLink[] = [
  { to: "/lancenters", label: "LAN Centers" },
  { to: "/lanparties", label: "LAN Parties" },
  { to: "/lantypes", label: "LAN Types" },
  { to: "/games", label: "Games" },
  { to: "/faq", label: "FAQ" },
];

const adminLinks: PageLink[] = [{ to: "/contacts", label: "Contacts" }];

/** `viewer` is undefined while a prerendered page is still asking the server who is signed in. */
export function NavBar({ viewer: currentViewer }: { viewer: ViewerState }) {
  const location = useLocation();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The menu is open only for the location it was opened at, so any navigation closes it.
  const [openAtKey, setOpenAtKey] = useState<string | null>(null);
  const menuOpen = openAtKey === location.key;

  useEffect(() => {
    if (!menuOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpenAtKey(null);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  const links = currentViewer?.isAdmin ? [...publicLinks, ...adminLinks] : publicLinks;

  return (
    <header className="sticky top-0 z-40 border-b border-white/5 bg-surface-950/85 backdrop-blur-md">
      <nav aria-label="Main" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex h-16 items-center gap-2 lg:gap-6">
          <Brand />

          <PageLinks links={links} className="hidden items-center gap-1 md:flex" linkClassName={inlineLinkClasses} />

          <div className="ml-auto hidden md:block">
            <AccountActions viewer={currentViewer} layout="inline" />
          </div>

          <button
            ref={toggleRef}
            type="button"
            className="-mr-2 ml-auto inline-flex size-11 items-center justify-center rounded-lg text-slate-200 hover:bg-white/5 hover:text-white md:hidden"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setOpenAtKey(menuOpen ? null : location.key)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>

        <div
          id={panelId}
          hidden={!menuOpen}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/5 pt-3 pb-5 md:hidden"
        >
          <PageLinks
            links={links}
            className="flex flex-col gap-1"
            linkClassName={panelLinkClasses}
            onNavigate={() => setOpenAtKey(null)}
          />
          <div className="mt-4 border-t border-white/5 pt-4">
            <AccountActions viewer={currentViewer} layout="panel" />
          </div>
        </div>
      </nav>
    </header>
  );
}

/** The page links, laid out inline on wide screens or stacked in the mobile panel. */
function PageLinks({
  links,
  className,
  linkClassName,
  onNavigate,
}: {
  links: PageLink[];
  className: string;
  linkClassName: (state: { isActive: boolean }) => string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} prefetch="intent" className={linkClassName} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function Brand() {
  return (
    // The visible text stays in the name; "home" tells it apart from the "LAN Centers" directory link.
    <Link
      to="/"
      aria-label="LAN Centers home"
      className="flex shrink-0 items-center gap-2.5 rounded-lg py-1 pr-2 text-white"
    >
      <img src={media.logo} alt="" width={36} height={36} className="size-9" />
      {/* Between md and lg the inline links need the room; the logo alone still leads home. */}
      <span className="font-display text-lg font-bold tracking-tight md:max-lg:hidden">LAN Centers</span>
    </Link>
  );
}

function inlineLinkClasses({ isActive }: { isActive: boolean }) {
  return clsx(
    "relative block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors duration-150",
    isActive
      ? "text-accent-300 after:absolute after:inset-x-3 after:-bottom-[13px] after:h-0.5 after:rounded-full after:bg-accent-400"
      : "text-slate-300 hover:bg-white/5 hover:text-white",
  );
}

function panelLinkClasses({ isActive }: { isActive: boolean }) {
  return clsx(
    "block rounded-lg border-l-2 px-4 py-3 text-base font-medium transition-colors duration-150",
    isActive
      ? "border-accent-400 bg-accent-400/10 text-accent-200"
      : "border-transparent text-slate-200 hover:bg-white/5 hover:text-white",
  );
}

/**
 * Dashboard and Log Out, or Sign In. Both sets share one grid cell and the one that does not apply
 * is invisible (hidden from everyone, keyboard included), so the cell always has the size of the
 * larger set: nothing moves when a prerendered page learns who is signed in.
 */
function AccountActions({ viewer, layout }: { viewer: ViewerState; layout: "inline" | "panel" }) {
  const signedIn = viewer !== undefined && viewer !== null;
  const signedOut = viewer === null;
  const panel = layout === "panel";

  return (
    <div
      className={clsx("grid [grid-template-areas:'account']", panel ? "justify-items-stretch" : "justify-items-end")}
    >
      <div
        className={clsx(
          "[grid-area:account]",
          panel ? "grid grid-cols-2 gap-3" : "flex items-center gap-2",
          !signedIn && "invisible",
        )}
      >
        <NavLink
          to="/dashboard"
          className={({ isActive }) =>
            clsx(
              buttonClasses({ variant: panel ? "secondary" : "ghost", size: panel ? "md" : "sm" }),
              isActive && "text-accent-300",
            )
          }
        >
          Dashboard
        </NavLink>
        <SignOutButton size={panel ? "md" : "sm"} />
      </div>
      <div className={clsx("[grid-area:account]", !signedOut && "invisible")}>
        <NavLink
          to="/login"
          className={buttonClasses({ variant: "primary", size: panel ? "md" : "sm", fullWidth: panel })}
        >
          Sign In
        </NavLink>
      </div>
    </div>
  );
}

function SignOutButton({ size }: { size: "sm" | "md" }) {
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await fetch("/api/auth/sign-out", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
    } catch {
      // A failed request leaves the session as it was; the reload below shows the truth either way.
    }
    // A full load, so no page keeps data of the account that just left.
    window.location.assign("/");
  }

  return (
    <Button variant="secondary" size={size} loading={signingOut} loadingLabel="Signing out…" onClick={signOut}>
      {signingOut ? null : <LogOut aria-hidden="true" className="size-4" />}
      Log Out
    </Button>
  );
}
