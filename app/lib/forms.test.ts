import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { anyText, BAD_INPUT_SEED } from "../../tests/support/hostile-input";
import { readFormValues } from "./forms";

const post = (body: BodyInit | null, contentType?: string) =>
  new Request("http://localhost/login", {
    method: "POST",
    body,
    headers: contentType ? { "Content-Type": contentType } : {},
  });

async function refusal(request: Request): Promise<number> {
  try {
    await readFormValues(request);
  } catch (error) {
    // What an action throws with data(): React Router answers with its status.
    const status = (error as { init?: { status?: number } }).init?.status;
    if (status) return status;
    throw error;
  }
  throw new Error("the body was read as a form");
}

describe("reading a posted form", () => {
  it("answers 415 to a body that is no form: JSON, plain text, no content type", async () => {
    expect(await refusal(post('{"email":"a@b.co"}', "application/json"))).toBe(415);
    expect(await refusal(post("email=a@b.co", "text/plain"))).toBe(415);
    expect(await refusal(post(null))).toBe(415);
    expect(await refusal(post(new Blob(["email=a"])))).toBe(415);
  });

  it("answers 400 to a broken multipart body", async () => {
    expect(await refusal(post("garbage", "multipart/form-data; boundary=xx"))).toBe(400);
    expect(await refusal(post("garbage", "multipart/form-data"))).toBe(400);
  });

  it("keeps the last of a repeated key, ignores files, and drops NUL characters", async () => {
    const form = new FormData();
    form.append("email", "first@example.com");
    form.append("email", "last@example.com");
    form.append("name", "A\0B\0");
    form.append("upload", new File(["<script>"], "x.html", { type: "text/html" }));
    expect(await readFormValues(new Request("http://localhost/x", { method: "POST", body: form }))).toEqual({
      email: "last@example.com",
      name: "AB",
    });
    const encoded = new URLSearchParams([
      ["a[]", "1"],
      ["a[]", "2"],
      ["b", "\0"],
    ]);
    expect(await readFormValues(post(encoded.toString(), "application/x-www-form-urlencoded; charset=UTF-8"))).toEqual({
      "a[]": "2",
      b: "",
    });
  });

  it("reads any posted text back as it was sent, without NUL", async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), anyText(50)), async (fields) => {
        const body = new URLSearchParams(Object.entries(fields));
        const values = await readFormValues(post(body.toString(), "application/x-www-form-urlencoded"));
        for (const [key, value] of new URLSearchParams(body.toString())) {
          expect(values[key]).toBe(value.replaceAll("\0", ""));
        }
      }),
      { seed: BAD_INPUT_SEED, numRuns: 100 },
    );
  });
});
