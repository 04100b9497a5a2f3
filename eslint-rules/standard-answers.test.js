import rule from "./standard-answers.js";
import { ruleTester } from "./rule-tester.js";

const tester = ruleTester();
const route = "app/routes/venues.tsx";

tester.run("standard-answers", rule, {
  valid: [
    // The standard answers, by option.
    { filename: route, code: `await requireAccount(request, { form: { values } });` },
    {
      filename: route,
      code: `await requireAdministrator(request, { page: true, messages: { unavailable: FAILED } });`,
    },
    // A state of the page's own (the spec's 'Sign In Required').
    {
      filename: route,
      code: `await requireAccount(request, {
  "signed-out": (headers) => data({ state: "signed-out" }, { headers }),
  unavailable: (headers) => data({ state: "unavailable" }, { status: 503, headers }),
});`,
    },
    // A field the standard answer does not give: the offer to create an account.
    {
      filename: route,
      code: `await requireAccount(request, {
  form: { values },
  "signed-out": (headers) => data({ ok: false, values, message: SIGNED_OUT, needsAccount: true }, { status: 401, headers }),
});`,
    },
    // A page's error state for a signed-out visitor is no standard answer.
    {
      filename: route,
      code: `await requireAccount(request, {
  "signed-out": (headers) => data({ state: "error", message: FAILED }, { headers }),
});`,
    },
    // Not a guard.
    { filename: route, code: `answer({ "signed-out": () => ({ ok: false, message }) });` },
  ],
  invalid: [
    {
      filename: route,
      errors: [{ messageId: "standard", data: { refusal: "signed-out", option: "form" } }],
      code: `await requireAccount(request, {
  "signed-out": (headers) => data({ ok: false, values, message: AUTHENTICATION_REQUIRED }, { status: 401, headers }),
});`,
    },
    // Through a helper of the route, with the form's intent carried.
    {
      filename: route,
      errors: [{ messageId: "standard" }, { messageId: "standard" }],
      code: `await requireAdministrator(request, {
  "signed-out": (headers) => answer({ ok: false, message: AUTHENTICATION_REQUIRED }, 401, headers),
  forbidden: (headers) => answer({ intent, ok: false, message: ADMINISTRATORS_ONLY }, 403, headers),
});`,
    },
    {
      filename: route,
      errors: [
        { messageId: "standard", data: { refusal: "unavailable", option: "page" } },
        { messageId: "standard", data: { refusal: "forbidden", option: "page" } },
      ],
      code: `await requireAdministrator(request, {
  unavailable: (headers) => data({ state: "error", message: FAILED, period }, { status: 503, headers }),
  forbidden: (headers) => data({ state: "forbidden" }, { status: 403, headers }),
});`,
    },
  ],
});
