import { ExternalLink, Mail } from "lucide-react";
import { Link } from "react-router";

import { NewTabHint } from "~/components/ui/button";
import { media } from "~/content/media";
import type { PublicSettings } from "~/lib/public-settings.server";

const linkClasses = "inline-flex items-center gap-2 rounded text-slate-300 transition-colors hover:text-accent-300";

/**
 * The footer of every page. Without settings (an error page whose loaders failed) it still offers
 * the Privacy Policy and the copyright, and leaves out what it cannot know.
 */
export function Footer({ settings }: { settings?: PublicSettings }) {
  return (
    <footer className="relative border-t border-white/5 bg-surface-950/90">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr] lg:px-8">
        <div>
          <p className="flex items-center gap-2.5 font-display text-lg font-bold text-white">
            <img src={media.logo} alt="" width={32} height={32} className="size-8" />
            LAN Centers
          </p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-slate-400">
            The network of LAN centers and LAN parties playing the Steam PC Cafe game library.
          </p>
        </div>

        <div>
          <h2 className="text-sm font-semibold text-white">Get in touch</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {settings ? (
              <li>
                <a href={`mailto:${settings.contactEmail}`} className={linkClasses}>
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {settings.contactEmail}
                </a>
              </li>
            ) : null}
            <li>
              <Link to="/privacy" prefetch="intent" className={linkClasses}>
                Privacy Policy
              </Link>
            </li>
          </ul>
        </div>

        {settings && settings.socialLinks.length > 0 ? (
          <div>
            <h2 className="text-sm font-semibold text-white">Follow us</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {settings.socialLinks.map((social) => (
                <li key={social.href}>
                  <a href={social.href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                    <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                    <span>
                      <span className="sr-only">LAN Centers on </span>
                      {social.label}
                      <NewTabHint />
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <div className="border-t border-white/5">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-slate-400 sm:px-6 lg:px-8">
          © 2025 LAN Centers. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
