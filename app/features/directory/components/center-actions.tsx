import { Check, ExternalLink, Navigation, Phone, Share2 } from "lucide-react";
import { useEffect, useState } from "react";

import { Button, ButtonLink } from "~/components/ui/button";
import { countCenterEvent } from "~/features/insights/send-insight";
import { phoneHref } from "~/features/venues/venue-profile";

/** A route to the center in the visitor's own map app (Google Maps opens the app where there is one). */
export function directionsHref(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/**
 * What a player does next on a center's page: its website, directions, a call, or sharing it.
 * Each is counted for the owner's insights (a beacon: the link is never held up). The page view
 * itself is counted once the page is in the browser.
 */
export function CenterActions({
  slug,
  name,
  website,
  phone,
  latitude,
  longitude,
  pageUrl,
}: {
  slug: string;
  name: string;
  website: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  pageUrl: string;
}) {
  useEffect(() => countCenterEvent("views", slug), [slug]);
  const hasPlace = latitude !== null && longitude !== null;

  return (
    <div className="flex flex-wrap gap-3">
      {website ? (
        <ButtonLink href={website} newTab onClick={() => countCenterEvent("website", slug)}>
          Visit Website
          <ExternalLink aria-hidden="true" className="size-4" />
        </ButtonLink>
      ) : null}
      {hasPlace ? (
        <ButtonLink
          href={directionsHref(latitude, longitude)}
          newTab
          variant="secondary"
          onClick={() => countCenterEvent("directions", slug)}
        >
          <Navigation aria-hidden="true" className="size-4" />
          Directions
        </ButtonLink>
      ) : null}
      {phone ? (
        <ButtonLink href={phoneHref(phone)} variant="secondary" onClick={() => countCenterEvent("phone", slug)}>
          <Phone aria-hidden="true" className="size-4" />
          Call <span className="font-normal">{phone}</span>
        </ButtonLink>
      ) : null}
      <ShareButton slug={slug} name={name} pageUrl={pageUrl} />
    </div>
  );
}

/**
 * The system's share sheet where there is one (phones), else the page's address copied. Counted
 * when it was shared or copied, not when the sheet was only opened and closed.
 */
function ShareButton({ slug, name, pageUrl }: { slug: string; name: string; pageUrl: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = window.setTimeout(() => setState("idle"), 3000);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function share() {
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title: name, url: pageUrl });
      } else {
        await navigator.clipboard.writeText(pageUrl);
        setState("copied");
      }
      countCenterEvent("share", slug);
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      setState("failed");
    }
  }

  return (
    <>
      <Button type="button" variant="ghost" onClick={() => void share()}>
        {state === "copied" ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Share2 aria-hidden="true" className="size-4" />
        )}
        {state === "copied" ? "Link copied" : "Share"}
      </Button>
      <span role="status" className="sr-only">
        {state === "copied" ? "The page's address is copied." : ""}
      </span>
      {state === "failed" ? (
        <p role="alert" className="w-full text-sm text-amber-200">
          The address could not be copied. It is {pageUrl}
        </p>
      ) : null}
    </>
  );
}
