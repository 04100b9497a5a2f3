/**
 * The info window's content, built as DOM nodes: both engines take an element, and names and
 * descriptions go in as text, never as HTML.
 */
import { type LiveLine, safeWebsite } from "./map-model";
import type { StatusLine } from "./open-now";

/** A small picture in the info window (the center's cover). */
export type InfoImage = { src: string; width: number; height: number };

export type InfoContent = {
  name: string;
  /** The cover photo's thumbnail, once the details have arrived. */
  image?: InfoImage | null;
  /** Open or closed now ("Open now · closes 2 AM"), when the center gives its hours. */
  status?: StatusLine | null;
  /** The hourly price ("$5–8/hr"), when given. */
  price?: string | null;
  /** "12 of 40 PCs free · 2 min ago", when the center has live numbers. */
  live?: LiveLine | null;
  /** Null while it loads. */
  description: string | null;
  website?: string | null;
  /** This site's page of the place ('View details'). */
  href?: string | null;
  /** Marks the element for browser tests when no other element shows this info. */
  testId?: string;
};

export function buildInfoContent(info: InfoContent, doc: Document = document): HTMLElement {
  const root = doc.createElement("div");
  root.className = "lan-map-info";
  if (info.testId) root.dataset.testid = info.testId;

  if (info.image) {
    const image = doc.createElement("img");
    image.className = "lan-map-info-image";
    image.src = info.image.src;
    image.width = info.image.width;
    image.height = info.image.height;
    image.alt = "";
    image.decoding = "async";
    root.append(image);
  }

  const name = doc.createElement("p");
  name.className = "lan-map-info-name";
  name.textContent = info.name;
  root.append(name);

  if (info.status || info.price) {
    const facts = doc.createElement("p");
    facts.className = "lan-map-info-facts";
    if (info.status) {
      const status = doc.createElement("span");
      status.dataset.state = info.status.open ? "open" : "closed";
      if (info.status.open) status.className = "font-semibold text-emerald-300";
      status.textContent = info.status.text;
      facts.append(status);
    }
    if (info.price) facts.append(`${info.status ? " · " : ""}${info.price}`);
    root.append(facts);
  }

  if (info.live) {
    // As in the list beside the map: a green dot with PCs free, amber when every one is taken.
    const free = info.live.free > 0;
    const live = doc.createElement("p");
    live.className = `lan-map-info-live font-medium ${free ? "text-emerald-300" : "text-amber-200"}`;
    live.dataset.testid = "live-stations";
    live.dataset.free = free ? "yes" : "no";
    const dot = doc.createElement("span");
    dot.className = `lan-map-info-live-dot ${free ? "bg-emerald-400" : "bg-amber-400"}`;
    dot.setAttribute("aria-hidden", "true");
    live.append(dot, info.live.text);
    root.append(live);
  }

  const description = doc.createElement("p");
  description.className = "lan-map-info-description";
  description.textContent = info.description ?? "Loading details…";
  if (info.description === null) description.setAttribute("aria-busy", "true");
  root.append(description);

  const links = doc.createElement("p");
  links.className = "lan-map-info-links";
  const website = safeWebsite(info.website);
  if (website) {
    const link = doc.createElement("a");
    link.href = website;
    link.target = "_blank";
    link.rel = "noopener noreferrer";
    link.textContent = "Visit Website";
    const hint = doc.createElement("span");
    hint.className = "sr-only";
    hint.textContent = " (opens in a new tab)";
    link.append(hint);
    links.append(link);
  }
  if (info.href) {
    const link = doc.createElement("a");
    link.href = info.href;
    link.textContent = "View details";
    links.append(link);
  }
  if (links.childElementCount > 0) root.append(links);
  return root;
}
