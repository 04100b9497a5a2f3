import { describe, expect, it } from "vitest";

import { readOutbox } from "~/lib/mail.server";
import { useScratchSite } from "#test-support/scratch-site";

import { notifyAdministratorsOfRegistration } from "./venue-mail.server";

useScratchSite("venue-mail", { ADMIN_EMAILS: "reviewer@example.com" });

describe("the administrators' mail about a new venue", () => {
  it("puts a name and an owner holding line breaks on their own lines: the text gets no line of theirs", async () => {
    // As a row written outside the forms could hold them: the mail does not rely on the schemas.
    await notifyAdministratorsOfRegistration({
      kind: "lan_center",
      id: "00000000-0000-4000-8000-000000000001",
      name: "Frag Hall\r\nBcc: everyone@example.com",
      ownerEmail: "owner@example.com\nReply-To: someone@example.com",
    });
    const [message] = (await readOutbox()).filter((each) => each.to === "reviewer@example.com");
    expect(message?.subject).toBe("New LAN center to review: Frag Hall Bcc: everyone@example.com");
    const lines = message!.text.split(/\r\n|\r|\n/);
    expect(lines).toContain("Name: Frag Hall Bcc: everyone@example.com");
    expect(lines).toContain("Owner: owner@example.com Reply-To: someone@example.com");
    expect(lines.some((line) => /^(Bcc|Reply-To):/i.test(line))).toBe(false);
  });
});
