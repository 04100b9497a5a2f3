import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

import { renderAsync } from "@resvg/resvg-js";
import satori, { type Font } from "satori";

import { SHARE_CARD_SIZE, type ShareCardContent, type ShareCardLine } from "./share-card-content.server";

/**
 * Draws a share card: satori lays the elements out into an SVG (text as paths, so no fonts are
 * needed after it), resvg turns that into a PNG off the main thread. Only the fonts are kept in
 * memory; the pictures themselves are cached in the database (`share-card.server.ts`).
 */

const { width: WIDTH, height: HEIGHT } = SHARE_CARD_SIZE;
const PADDING_X = 72;

const COLORS = {
  surface: "#0b0d17",
  text: "#ffffff",
  muted: "#cbd5e1",
  accent: "#67e8f9",
  glow: "#a78bfa",
  open: "#34d399",
  closed: "#94a3b8",
} as const;

// The site's logo (public/media/logo.svg), kept here so the card needs no file from the build.
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><defs><linearGradient id="edge" x1="6" y1="4" x2="58" y2="60" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#22d3ee"/><stop offset="1" stop-color="#8b5cf6"/></linearGradient></defs><rect x="3" y="3" width="58" height="58" rx="16" fill="#11141f" stroke="url(#edge)" stroke-width="3"/><path d="M32 33 17 21M32 33l15-12M32 33v15" fill="none" stroke="url(#edge)" stroke-width="3.5" stroke-linecap="round"/><circle cx="17" cy="21" r="5" fill="#22d3ee"/><circle cx="47" cy="21" r="5" fill="#a78bfa"/><circle cx="32" cy="48" r="5" fill="#67e8f9"/><circle cx="32" cy="33" r="7" fill="#0b0d17" stroke="url(#edge)" stroke-width="3.5"/></svg>`;
const LOGO_URL = `data:image/svg+xml;base64,${Buffer.from(LOGO).toString("base64")}`;

/** Inter's subsets: Latin first, then the others for the letters it lacks ("Ł", "Ж", "Ω", "ệ"). */
const FONT_SUBSETS = ["latin", "latin-ext", "cyrillic", "greek", "vietnamese"] as const;

let fonts: Promise<Font[]> | undefined;

/**
 * Inter, regular and bold, read once per process (satori takes WOFF, not WOFF2). Each subset has a
 * name of its own: satori falls back from font to font for a missing letter only across names.
 */
function loadFonts(): Promise<Font[]> {
  fonts ??= (async () => {
    const require = createRequire(import.meta.url);
    const files = FONT_SUBSETS.flatMap((subset) =>
      [400, 700].map((weight) => ({ subset, weight: weight as 400 | 700 })),
    );
    return Promise.all(
      files.map(async ({ subset, weight }) => ({
        name: subset === "latin" ? "Inter" : `Inter ${subset}`,
        data: await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
        weight,
        style: "normal" as const,
      })),
    );
  })();
  // A failed read is tried again next time rather than kept.
  fonts.catch(() => (fonts = undefined));
  return fonts;
}

// Emoji, not symbols the fonts have ("™", "©"): those are emoji only when asked for with U+FE0F.
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\u{FE0F}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}/gu;
const NOT_DRAWN = /[^\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Common}\p{Script=Inherited}]/gu;

/**
 * The text as the fonts can draw it: emoji and letters of other scripts (no font here has them)
 * are left out rather than drawn as empty boxes, unless nothing would be left.
 */
export function drawableText(text: string): string {
  const drawable = text.replace(EMOJI, "").replace(NOT_DRAWN, "").replace(/\s+/g, " ").trim();
  return drawable || text;
}

/** Smaller type for longer names, so most fit on two lines. */
function titleSize(title: string): number {
  if (title.length <= 20) return 88;
  if (title.length <= 34) return 72;
  if (title.length <= 52) return 60;
  return 52;
}

function Line({ line }: { line: ShareCardLine }) {
  const dot = line.tone === "plain" ? null : line.tone === "open" ? COLORS.open : COLORS.closed;
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 16, maxWidth: WIDTH - 2 * PADDING_X }}>
      {dot ? <div style={{ width: 18, height: 18, borderRadius: 9, backgroundColor: dot, flexShrink: 0 }} /> : null}
      <div
        style={{
          display: "flex",
          fontSize: 34,
          color: line.tone === "open" ? COLORS.open : COLORS.muted,
          fontWeight: line.tone === "plain" ? 400 : 700,
          overflow: "hidden",
          textOverflow: "ellipsis",
          whiteSpace: "nowrap",
        }}
      >
        {drawableText(line.text)}
      </div>
    </div>
  );
}

function ShareCard({ content, cover }: { content: ShareCardContent; cover: string | null }) {
  // Stretched by its four sides: satori adds padding to a given width and height.
  const fill = { position: "absolute", left: 0, top: 0, right: 0, bottom: 0 } as const;
  return (
    <div
      style={{
        display: "flex",
        position: "relative",
        width: WIDTH,
        height: HEIGHT,
        backgroundColor: COLORS.surface,
        fontFamily: "Inter",
        color: COLORS.text,
      }}
    >
      {cover ? (
        <img
          src={cover}
          width={WIDTH}
          height={HEIGHT}
          alt=""
          style={{ position: "absolute", left: 0, top: 0, objectFit: "cover" }}
        />
      ) : null}
      <div
        style={{
          ...fill,
          display: "flex",
          backgroundImage: cover
            ? "linear-gradient(90deg, rgba(11,13,23,0.95) 0%, rgba(11,13,23,0.85) 50%, rgba(11,13,23,0.55) 100%)"
            : `radial-gradient(circle at 85% 15%, rgba(139,92,246,0.35) 0%, rgba(11,13,23,0) 55%), radial-gradient(circle at 10% 100%, rgba(34,211,238,0.25) 0%, rgba(11,13,23,0) 50%)`,
        }}
      />
      <div
        style={{
          ...fill,
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: `56px ${PADDING_X}px 72px`,
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
          <img src={LOGO_URL} width={60} height={60} alt="" />
          <div style={{ display: "flex", fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }}>LAN Centers</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 18 }}>
          <div
            style={{
              display: "flex",
              fontSize: 26,
              fontWeight: 700,
              color: COLORS.accent,
              letterSpacing: 3,
              textTransform: "uppercase",
            }}
          >
            {content.label}
          </div>
          <div
            style={{
              display: "block",
              fontSize: titleSize(drawableText(content.title)),
              fontWeight: 700,
              lineHeight: 1.08,
              letterSpacing: -1.5,
              maxWidth: WIDTH - 2 * PADDING_X,
              lineClamp: 2,
              overflow: "hidden",
              textOverflow: "ellipsis",
            }}
          >
            {drawableText(content.title)}
          </div>
          {content.lines.length > 0 ? (
            <div style={{ display: "flex", flexDirection: "column", gap: 10, marginTop: 6 }}>
              {content.lines.map((line) => (
                <Line key={`${line.tone}:${line.text}`} line={line} />
              ))}
            </div>
          ) : null}
        </div>
      </div>
      <div
        style={{
          position: "absolute",
          left: 0,
          bottom: 0,
          width: WIDTH,
          height: 12,
          display: "flex",
          backgroundImage: `linear-gradient(90deg, ${COLORS.accent}, ${COLORS.glow})`,
        }}
      />
    </div>
  );
}

/** The card as a 1200×630 PNG; `coverJpeg` is drawn behind the text when the venue has a cover. */
export async function renderShareCard(content: ShareCardContent, coverJpeg: Buffer | null): Promise<Buffer> {
  const cover = coverJpeg ? `data:image/jpeg;base64,${coverJpeg.toString("base64")}` : null;
  const svg = await satori(<ShareCard content={content} cover={cover} />, {
    width: WIDTH,
    height: HEIGHT,
    fonts: await loadFonts(),
  });
  const image = await renderAsync(svg, { fitTo: { mode: "width", value: WIDTH }, font: { loadSystemFonts: false } });
  return image.asPng();
}
