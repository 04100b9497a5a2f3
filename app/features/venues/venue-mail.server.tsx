import { administratorEmails } from "~/features/accounts/administrators.server";
import { env } from "~/lib/env.server";
import { sendMail, type MailMessage } from "~/lib/mail.server";
import { mailStyles, renderMailHtml, subjectLine, textField } from "~/lib/mail-template.server";

/** A venue as the notification mails name it. */
export type NotifiedVenue = { kind: "lan_center" | "lan_party"; id: string; name: string; ownerEmail: string | null };

/** The outcome of a review the owner is told about. */
export type ReviewOutcome =
  { outcome: "verified" } | { outcome: "rejected"; reason: string } | { outcome: "photo-rejected"; reason: string };

const KIND_LABELS: Record<NotifiedVenue["kind"], string> = { lan_center: "LAN center", lan_party: "LAN party" };

function DashboardLink({ href }: { href: string }) {
  return (
    <p style={{ margin: 0 }}>
      <a href={href} style={mailStyles.link}>
        Go to your dashboard
      </a>
    </p>
  );
}

/** The message telling an administrator a venue waits for review. */
function registrationMessage(to: string, venue: NotifiedVenue): MailMessage {
  const kind = KIND_LABELS[venue.kind];
  const queueUrl = `${env().PUBLIC_URL}/admin/venues`;
  const owner = venue.ownerEmail ?? "unknown";
  const subject = subjectLine(`New ${kind} to review: ${venue.name}`);
  const intro = `A new ${kind} was registered and waits for review before it appears on the map.`;
  const html = renderMailHtml(
    subject,
    <>
      <h1 style={{ fontSize: 20, margin: "8px 0 12px" }}>A new {kind} waits for review</h1>
      <p style={{ margin: "0 0 12px" }}>{intro}</p>
      <p style={{ margin: "0 0 4px" }}>
        <strong>Name:</strong> {venue.name}
      </p>
      <p style={{ margin: "0 0 4px" }}>
        <strong>Kind:</strong> {kind}
      </p>
      <p style={{ margin: "0 0 16px" }}>
        <strong>Owner:</strong> {owner}
      </p>
      <p style={{ margin: 0 }}>
        <a href={queueUrl} style={mailStyles.link}>
          Open the review queue
        </a>
      </p>
    </>,
  );
  const text = [
    `A new ${kind} waits for review`,
    "",
    intro,
    "",
    textField("Name", venue.name),
    textField("Kind", kind),
    textField("Owner", owner),
    "",
    `Open the review queue: ${queueUrl}`,
  ].join("\n");
  return { to, subject, html, text };
}

/** The message telling an owner how the review of their venue went. */
function reviewMessage(to: string, venue: NotifiedVenue, review: ReviewOutcome): MailMessage {
  const kind = KIND_LABELS[venue.kind];
  const dashboardUrl = `${env().PUBLIC_URL}/dashboard`;
  if (review.outcome === "verified") {
    const subject = subjectLine(`Your ${kind} is verified: ${venue.name}`);
    const body = `Good news: our team reviewed and verified your ${kind} "${venue.name}". It is now listed on LAN Centers for everyone to find.`;
    const html = renderMailHtml(
      subject,
      <>
        <h1 style={{ fontSize: 20, margin: "8px 0 12px" }}>Your {kind} is verified</h1>
        <p style={{ margin: "0 0 12px" }}>{body}</p>
        <DashboardLink href={dashboardUrl} />
      </>,
    );
    return { to, subject, html, text: [subject, "", body, "", `Your dashboard: ${dashboardUrl}`].join("\n") };
  }
  const photo = review.outcome === "photo-rejected";
  const heading = photo ? `A photo of your ${kind} was not approved` : `Your ${kind} was not approved`;
  const subject = subjectLine(`${heading}: ${venue.name}`);
  const body = photo
    ? `Our team reviewed the new photos of your ${kind} "${venue.name}" and removed one of them. The reason:`
    : `Our team reviewed your ${kind} "${venue.name}" and could not list it yet. The reason:`;
  const next = photo
    ? `Your other photos are not affected. You can add another photo from your dashboard.`
    : `You can edit it from your dashboard: saving your changes sends it back for review.`;
  const html = renderMailHtml(
    subject,
    <>
      <h1 style={{ fontSize: 20, margin: "8px 0 12px" }}>{heading}</h1>
      <p style={{ margin: "0 0 12px" }}>{body}</p>
      <p
        style={{
          margin: "0 0 12px",
          padding: "12px 16px",
          borderLeft: "3px solid #f59e0b",
          whiteSpace: "pre-line",
        }}
      >
        {review.reason}
      </p>
      <p style={{ margin: "0 0 12px" }}>{next}</p>
      <DashboardLink href={dashboardUrl} />
    </>,
  );
  const text = [subject, "", body, "", review.reason, "", next, `Your dashboard: ${dashboardUrl}`].join("\n");
  return { to, subject, html, text };
}

/**
 * Tells the administrators a venue waits for review. Never throws: a registration must not fail
 * because a notification could not be sent (the failure is logged). One message per administrator,
 * so no one sees the others' addresses.
 */
export async function notifyAdministratorsOfRegistration(venue: NotifiedVenue): Promise<void> {
  try {
    const recipients = await administratorEmails();
    if (recipients.length === 0) {
      console.warn(`[venues] no administrator to tell about ${venue.kind} ${venue.id}: none has the admin role`);
      return;
    }
    const results = await Promise.allSettled(recipients.map((to) => sendMail(registrationMessage(to, venue))));
    results.forEach((result, index) => {
      if (result.status === "rejected") {
        console.error(`[venues] could not tell ${recipients[index]} about ${venue.kind} ${venue.id}:`, result.reason);
      }
    });
  } catch (error) {
    console.error(`[venues] could not notify the administrators of ${venue.kind} ${venue.id}:`, error);
  }
}

/**
 * Tells the owner their venue was verified (now listed) or rejected (with the reason). Never
 * throws: the review is already saved; a lost message is logged.
 */
export async function notifyOwnerOfReview(venue: NotifiedVenue, review: ReviewOutcome): Promise<void> {
  if (!venue.ownerEmail) return;
  try {
    await sendMail(reviewMessage(venue.ownerEmail, venue, review));
  } catch (error) {
    console.error(`[venues] could not tell the owner of ${venue.kind} ${venue.id} it was ${review.outcome}:`, error);
  }
}
