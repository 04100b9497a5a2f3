import { describe, expect, it } from "vitest";

import { contactCsvLine, contactsCsvFileName, contactsCsvHeader, csvCell } from "./contacts-csv";

describe("csvCell", () => {
  it("leaves plain text alone and writes nothing for a missing value", () => {
    expect(csvCell("Game Arena")).toBe("Game Arena");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling the quotes (RFC 4180)", () => {
    expect(csvCell("Austin, TX")).toBe('"Austin, TX"');
    expect(csvCell('The "Best" LAN')).toBe('"The ""Best"" LAN"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it.each(["=1+1", "+1", "-2", "@SUM(A1)", "\tTab", "\rReturn"])(
    "makes %j plain text with a leading apostrophe",
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, "").startsWith("'")).toBe(true);
    },
  );

  it("neutralises a formula and still quotes it when it needs quoting", () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell("\rX")).toBe('"\'\rX"');
  });

  it("does not touch a formula character later in the text", () => {
    expect(csvCell("A=B")).toBe("A=B");
    expect(csvCell("Jo-Ann")).toBe("Jo-Ann");
  });
});

describe("contact lines", () => {
  it("write the header and a record with CRLF and an ISO UTC date", () => {
    expect(contactsCsvHeader()).toBe("type,organization,contact name,email,address,website,venue id,created at\r\n");
    expect(
      contactCsvLine({
        type: "lan_center",
        organizationName: "Pixel, Inc.",
        ownerName: "=cmd",
        email: "a@example.com",
        address: null,
        website: "https://example.com",
        venueId: "3f1c",
        createdAt: new Date("2030-01-02T03:04:05.678Z"),
      }),
    ).toBe('lan_center,"Pixel, Inc.",\'=cmd,a@example.com,,https://example.com,3f1c,2030-01-02T03:04:05.678Z\r\n');
  });

  it("name the file by the UTC day", () => {
    expect(contactsCsvFileName(new Date("2030-12-31T23:30:00-05:00"))).toBe("lan-center-contacts-2031-01-01.csv");
  });
});
