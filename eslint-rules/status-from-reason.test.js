import rule from "./status-from-reason.js";
import { ruleTester } from "./rule-tester.js";

const tester = ruleTester();

tester.run("status-from-reason", rule, {
  valid: [
    `data(answer, { status: httpStatus(result.reason) });`,
    `data(answer, { status: result.ok ? 200 : httpStatus(result.reason) });`,
    `const page = next ? 2 : 1;`,
  ],
  invalid: [
    {
      code: `data(failure, { status: result.taken ? 409 : result.unavailable ? 503 : 400 });`,
      errors: [{ messageId: "byHand", data: { status: "409" } }],
    },
    { code: `data(feedback, {\n  status: result.ok\n    ? 200\n    : 400,\n});`, errors: [{ messageId: "byHand" }] },
    { code: `const status = result.ok ? 200 : result.field ? 400 : 500;`, errors: [{ messageId: "byHand" }] },
  ],
});
