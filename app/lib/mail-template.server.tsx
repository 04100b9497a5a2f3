import type { ReactNode } from "react";
import { singleLine } from "~/lib/single-line";
import { renderToStaticMarkup } from "react-dom/server";

import { env } from "~/lib/env.server";

const colors = { page: "#0b1020", card: "#131a2e", text: "#e2e8f0", muted: "#94a3b8", accent: "#38bdf8" };

/**
 * The branded frame of every message. Mail clients ignore stylesheets and most CSS, so the layout is
 * a table with inline styles.
 */
function MailLayout({ preview, children }: { preview: string; children: ReactNode }) {
  const site = env().PUBLIC_URL;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>LAN Centers</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: colors.page, fontFamily: "Arial, Helvetica, sans-serif" }}>
        <div style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>{preview}</div>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ backgroundColor: colors.page }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: "32px 16px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 560, backgroundColor: colors.card, borderRadius: 12, color: colors.text }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: "28px 32px 8px", fontSize: 22, fontWeight: 700, letterSpacing: 0.5 }}>
                        <span style={{ color: colors.accent }}>LAN</span> Centers
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "8px 32px 28px", fontSize: 16, lineHeight: 1.6 }}>{children}</td>
                    </tr>
                    <tr>
                      <td style={{ padding: "16px 32px 28px", fontSize: 12, color: colors.muted }}>
                        LAN Centers ·{" "}
                        <a href={site} style={{ color: colors.muted }}>
                          {site.replace(/^https?:\/\//, "")}
                        </a>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** A one-time code set in large type, easy to read and to copy. */
export function MailCode({ code }: { code: string }) {
  return (
    <p
      style={{
        margin: "24px 0",
        fontSize: 36,
        fontWeight: 700,
        letterSpacing: 10,
        fontFamily: "'Courier New', Courier, monospace",
        color: "#ffffff",
        textAlign: "center",
      }}
    >
      {code}
    </p>
  );
}

export const mailStyles = { muted: { color: colors.muted, fontSize: 14 }, link: { color: colors.accent } };

/** Renders a message body inside the layout: the HTML part. The caller writes the text part. */
export function renderMailHtml(preview: string, body: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<MailLayout preview={preview}>{body}</MailLayout>)}`;
}

/** A subject line is one line, whatever a venue's or visitor's text holds. */
export function subjectLine(text: string): string {
  return singleLine(text).replace(/\s+/g, " ");
}

/**
 * A labelled line of a plain-text part ("Name: …"): the value is put on that one line whatever it
 * holds, so a value cannot add lines of its own (a "Bcc:" under the name).
 */
export function textField(label: string, value: string): string {
  return `${label}: ${singleLine(value)}`;
}
