import { createHash } from "node:crypto";

import { env } from "~/lib/env.server";
import type { MailMessage } from "~/lib/mail.server";
import { mailStyles, renderMailHtml, subjectLine } from "~/lib/mail-template.server";

import type { OwnerDigest, VenueFigures } from "./digest-figures.server";
import { DIGEST_METRICS } from "./digest-figures.server";
import { addMonths, monthLabel, monthName } from "./digest-month";
import { unsubscribeUrl } from "./digest-unsubscribe.server";
import { METRIC_LABELS } from "./insight-values";
import { busiestText } from "./occupancy";

/** A month's figure against the month before, for the table: "+25%", "−10%", "same", "from 0", "–". */
export function describeChange(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "–" : "from 0";
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return "same";
  return `${percent > 0 ? "+" : "−"}${Math.abs(percent)}%`;
}

/** The same, for the text part: " (+25% vs September)", " (0 in September)", or nothing when both are 0. */
function changeNote(current: number, previous: number, previousName: string): string {
  if (previous === 0) return current === 0 ? "" : ` (0 in ${previousName})`;
  const change = describeChange(current, previous);
  return change === "same" ? ` (same as ${previousName})` : ` (${change} vs ${previousName})`;
}

const count = new Intl.NumberFormat("en-US");

/**
 * The same Message-ID for an owner's digest of a month, however often it is handed over: the one
 * message a crash may send twice (ADR 018) is then one message to mail systems that drop copies.
 */
function messageId(digest: OwnerDigest): string {
  const host = new URL(env().PUBLIC_URL).hostname || "lancenters.local";
  const key = createHash("sha256").update(`${digest.month}:${digest.userId}`).digest("hex").slice(0, 32);
  return `<insights-digest.${digest.month}.${key}@${host}>`;
}

const cell = { padding: "4px 8px 4px 0", borderBottom: "1px solid #1e293b" };

function VenueTable({ venue, name, previousName }: { venue: VenueFigures; name: string; previousName: string }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ fontSize: 14, margin: "0 0 20px" }}
    >
      <thead>
        <tr>
          <th align="left" style={{ ...cell, fontWeight: 400, ...mailStyles.muted }}>
            &nbsp;
          </th>
          <th align="right" style={{ ...cell, fontWeight: 400, ...mailStyles.muted }}>
            {name}
          </th>
          <th align="right" style={{ ...cell, fontWeight: 400, ...mailStyles.muted }}>
            vs {previousName}
          </th>
        </tr>
      </thead>
      <tbody>
        {DIGEST_METRICS.map((metric) => (
          <tr key={metric}>
            <td style={cell}>{METRIC_LABELS[metric]}</td>
            <td align="right" style={{ ...cell, fontWeight: 700 }}>
              {count.format(venue.current[metric])}
            </td>
            <td align="right" style={cell}>
              {describeChange(venue.current[metric], venue.previous[metric])}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The monthly insights e-mail of one owner: each verified center's figures against the month
 * before, one suggestion, the dashboard's Insights tab, and a one-click unsubscribe (RFC 8058).
 */
export function digestMessage(digest: OwnerDigest): MailMessage {
  const site = env().PUBLIC_URL;
  const label = monthLabel(digest.month);
  const previousName = monthName(addMonths(digest.month, -1));
  const insightsUrl = `${site}/dashboard?tab=insights`;
  const settingsUrl = `${site}/dashboard?tab=email`;
  const unsubscribe = unsubscribeUrl(digest.userId);
  const subject = subjectLine(`Your LAN Centers insights for ${label}`);
  const intro = `Here is how players found your LAN ${digest.venues.length === 1 ? "center" : "centers"} on LAN Centers in ${label}, against ${previousName}.`;
  const why = "You get this e-mail once a month because you list a LAN center on LAN Centers.";

  const html = renderMailHtml(
    `${subject}: ${intro}`,
    <>
      <h1 style={{ fontSize: 20, margin: "8px 0 12px" }}>Your insights for {label}</h1>
      <p style={{ margin: "0 0 20px" }}>{intro}</p>
      {digest.venues.map((venue) => (
        <div key={venue.id}>
          <h2 style={{ fontSize: 17, margin: "0 0 8px" }}>
            <a href={`${site}/lancenters/${venue.slug}`} style={mailStyles.link}>
              {venue.name}
            </a>
          </h2>
          <VenueTable venue={venue} name={monthName(digest.month)} previousName={previousName} />
          {venue.busiest ? <p style={{ margin: "-8px 0 20px" }}>{busiestText(venue.busiest)}.</p> : null}
        </div>
      ))}
      {digest.suggestion ? (
        <p style={{ margin: "0 0 20px", padding: "12px 16px", borderLeft: "3px solid #38bdf8" }}>
          <strong>One idea for this month:</strong> {digest.suggestion.text}
        </p>
      ) : null}
      <p style={{ margin: "0 0 24px" }}>
        <a href={insightsUrl} style={mailStyles.link}>
          See every day and every search in your dashboard
        </a>
      </p>
      <p style={{ margin: 0, ...mailStyles.muted }}>
        {why}{" "}
        <a href={unsubscribe} style={mailStyles.link}>
          Unsubscribe
        </a>{" "}
        or{" "}
        <a href={settingsUrl} style={mailStyles.link}>
          change it in your Email Settings
        </a>
        .
      </p>
    </>,
  );

  const text = [
    `Your insights for ${label}`,
    "",
    intro,
    ...digest.venues.flatMap((venue) => [
      "",
      venue.name,
      ...DIGEST_METRICS.map(
        (metric) =>
          `  ${METRIC_LABELS[metric]}: ${count.format(venue.current[metric])}${changeNote(venue.current[metric], venue.previous[metric], previousName)}`,
      ),
      ...(venue.busiest ? [`  ${busiestText(venue.busiest)}.`] : []),
    ]),
    ...(digest.suggestion ? ["", `One idea for this month: ${digest.suggestion.text}`] : []),
    "",
    `See every day and every search in your dashboard: ${insightsUrl}`,
    "",
    why,
    `Unsubscribe: ${unsubscribe}`,
    `Or change it in your Email Settings: ${settingsUrl}`,
  ].join("\n");

  return {
    to: digest.email,
    subject,
    html,
    text,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Message-ID": messageId(digest),
    },
  };
}
