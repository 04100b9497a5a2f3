import rule from "./guard-first.js";
import { ruleTester } from "./rule-tester.js";

const tester = ruleTester();
const options = [{ publicFiles: ["app/routes/public.tsx"], sessionReaders: ["app/routes/login.tsx"] }];
const route = "app/routes/venues.tsx";
const imports = `
import { answeringRefusals, requireAccount, requireAdministrator } from "~/features/accounts/guards.server";
import { readSignedInAccount } from "~/features/accounts/viewer.server";
import { listContacts } from "~/features/venues/list-contacts.server";
`;

tester.run("guard-first", rule, {
  valid: [
    {
      filename: route,
      options,
      code: `${imports}
export async function loader({ request }) {
  const { account } = await requireAdministrator(request);
  return listContacts(account);
}`,
    },
    // A guard with its own answers inside the wrapper, its call over several lines.
    {
      filename: route,
      options,
      code: `${imports}
export const action = answeringRefusals(async ({ request }) => {
  const { account } = await requireAccount(
    request,
    { "signed-out": (headers) => ({ status: 401, headers }) },
  );
  return listContacts(account);
});`,
    },
    // A handler of this module's helper, called from the wrapped action.
    {
      filename: route,
      options,
      code: `${imports}
export const action = answeringRefusals(async ({ request }) => remove(request));
async function remove(request) {
  const { account } = await requireAccount(request, { "signed-out": () => "signed-out" });
  return listContacts(account);
}`,
    },
    // A standard answer, inside the wrapper.
    {
      filename: route,
      options,
      code: `${imports}
export const action = answeringRefusals(async ({ request }) => {
  const { account } = await requireAccount(request, { form: { values: {} } });
  return listContacts(account);
});`,
    },
    // Handing the arguments on to the module beside the route, where the rule checks them.
    {
      filename: route,
      options,
      code: `import { saveCenter } from "./venues.server";
export async function action(args) { return saveCenter(args); }`,
    },
    // No service: nothing of anyone's is read (a 404).
    {
      filename: route,
      options,
      code: `export function loader() { throw new Response("Not Found", { status: 404 }); }`,
    },
    {
      filename: "app/routes/public.tsx",
      options,
      code: `${imports}
export async function loader() { return listContacts(null); }`,
    },
    {
      filename: "app/routes/login.tsx",
      options,
      code: `${imports}
export async function loader({ request }) {
  const { account } = await readSignedInAccount(request);
  return listContacts(account);
}`,
    },
  ],
  invalid: [
    {
      filename: route,
      options,
      errors: [{ messageId: "noGuard" }],
      code: `${imports}
export async function loader() { return listContacts(null); }`,
    },
    // The service before the guard, the guard's call over several lines.
    {
      filename: route,
      options,
      errors: [{ messageId: "serviceBeforeGuard" }],
      code: `${imports}
export const loader = answeringRefusals(async ({ request }) => {
  const contacts = await listContacts(null);
  await requireAccount(
    request,
  );
  return contacts;
});`,
    },
    // A dynamic import of a service before the guard.
    {
      filename: route,
      options,
      errors: [{ messageId: "serviceBeforeGuard" }],
      code: `${imports}
export async function action({ request }) {
  const { listLeads } = await import("~/features/leads/list-leads.server");
  await requireAdministrator(request);
  return listLeads();
}`,
    },
    // Through a helper of this module.
    {
      filename: route,
      options,
      errors: [{ messageId: "noGuard" }],
      code: `${imports}
const read = () => listContacts(null);
export async function loader() { return read(); }`,
    },
    {
      filename: "app/routes/venues.server.ts",
      options,
      errors: [{ messageId: "noGuard" }],
      code: `${imports}
export async function saveCenterAction() { return listContacts(null); }`,
    },
    {
      filename: route,
      options,
      errors: [{ messageId: "unwrapped" }],
      code: `${imports}
export async function loader({ request }) {
  const { account } = await requireAccount(request, {
    "signed-out": () => "signed-out",
  });
  return listContacts(account);
}`,
    },
    // A standard answer is thrown for the wrapper to return, as a route's own is.
    {
      filename: route,
      options,
      errors: [{ messageId: "unwrapped" }],
      code: `${imports}
export async function action({ request }) {
  const { account } = await requireAdministrator(request, { page: true });
  return listContacts(account);
}`,
    },
    {
      filename: route,
      options,
      errors: [{ messageId: "noGuard" }, { messageId: "sessionRead" }],
      code: `${imports}
export async function loader({ request }) {
  const { account } = await readSignedInAccount(request);
  return listContacts(account);
}`,
    },
  ],
});
