import type { MetaDescriptor } from "react-router";

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 155;

/** Text on one line, cut at a word before `max` characters with an ellipsis when it is longer. */
export function trimDescription(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  // A single long word is cut mid-word rather than emptied.
  const base = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,.;:!?-]+$/, "")}…`;
}

/** A path of this site or an address elsewhere, made absolute against the site's origin. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, "")}/`).toString();
}

/** An image shared links show, with what the page knows of it (a share card knows everything). */
export type PageImage = {
  /** Absolute. */
  url: string;
  width?: number;
  height?: number;
  /** What it shows, for people who cannot see it. */
  alt?: string;
};

export type PageMetaInput = {
  /** The page's own title, without the site's name. */
  title: string;
  description: string;
  /** The page's address, absolute. */
  url: string;
  /** An absolute image address, or the image with its size and text; shared links show it. */
  image?: string | PageImage | null;
};

/**
 * Title, description, Open Graph and Twitter card of a public page. The canonical link is the root
 * layout's business (one per page), so it is not repeated here.
 */
export function pageMeta({ title, description, url, image }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} | LAN Centers`;
  const summary = trimDescription(description);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: summary },
    { property: "og:site_name", content: "LAN Centers" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: summary },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
  ];
  const shown = typeof image === "string" ? { url: image } : image;
  if (!shown) {
    tags.push({ name: "twitter:card", content: "summary" });
    return tags;
  }
  tags.push({ property: "og:image", content: shown.url });
  if (shown.width) tags.push({ property: "og:image:width", content: String(shown.width) });
  if (shown.height) tags.push({ property: "og:image:height", content: String(shown.height) });
  if (shown.alt) tags.push({ property: "og:image:alt", content: shown.alt });
  tags.push({ name: "twitter:card", content: "summary_large_image" }, { name: "twitter:image", content: shown.url });
  if (shown.alt) tags.push({ name: "twitter:image:alt", content: shown.alt });
  return tags;
}
