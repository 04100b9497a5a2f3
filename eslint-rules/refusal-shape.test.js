import rule from "./refusal-shape.js";
import { ruleTester } from "./rule-tester.js";

const tester = ruleTester();

tester.run("refusal-shape", rule, {
  valid: [
    `const refused = { ok: false, reason: "invalid", message: "No." };`,
    `const refused = { ...refuse("invalid", "No."), field: "email" };`,
    `type Result = { ok: true; id: string } | { ok: false; reason: "not-found"; message: string };`,
    `const done = { ok: true, message: "Saved." };`,
  ],
  invalid: [
    { code: `const refused = { ok: false, message: "No." };`, errors: [{ messageId: "noReason" }] },
    {
      code: `const refused = {\n  ok: false,\n  taken: true,\n  message: "No.",\n};`,
      errors: [{ messageId: "noReason" }],
    },
    { code: `type Result = { ok: true } | { ok: false; message: string };`, errors: [{ messageId: "noReason" }] },
  ],
});
