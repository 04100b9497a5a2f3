/**
 * A route leaves the usual refusals to the guards' standard answers (ADR 015): a form's
 * `{ ok: false, message, …what it carries }` is `requireAccount(request, { form, messages })`, and a
 * page's `{ state: "forbidden" }` or, for an unreadable session, `{ state: "error", message }` is
 * `{ page, messages }`. An answer of the route's own that builds one of those shapes again is
 * reported. "What it carries" is read as shorthand properties (`values`, `intent`): an answer with a
 * field of its own (`needsAccount: true`) says something the standard answer does not, and stays.
 */

import { walkSyntax } from "./walk-syntax.js";

const GUARDS = new Set(["requireAccount", "requireAdministrator"]);
const REFUSALS = new Set(["signed-out", "unavailable", "forbidden"]);

/** @param {any} key */
function keyName(key) {
  if (key?.type === "Identifier") return key.name;
  if (key?.type === "Literal") return String(key.value);
  return undefined;
}

/** @param {any} node @param {unknown} value */
function isLiteral(node, value) {
  return node?.type === "Literal" && node.value === value;
}

/**
 * The standard answer an object literal is, or undefined: `form` or `page`.
 * @param {any} object @param {string} refusal
 */
function standardShape(object, refusal) {
  /** @type {Map<string, any>} */
  const properties = new Map();
  for (const property of object.properties) {
    const name = property.type === "Property" ? keyName(property.key) : undefined;
    if (!name) return undefined;
    properties.set(name, property);
  }
  const carriedOnly = (/** @type {string[]} */ own) =>
    [...properties].every(([name, property]) => own.includes(name) || property.shorthand);
  if (isLiteral(properties.get("ok")?.value, false) && properties.has("message") && carriedOnly(["ok", "message"]))
    return "form";
  const state = properties.get("state")?.value;
  if (refusal === "forbidden" && isLiteral(state, "forbidden") && carriedOnly(["state"])) return "page";
  if (refusal === "unavailable" && isLiteral(state, "error") && properties.has("message"))
    return carriedOnly(["state", "message"]) ? "page" : undefined;
  return undefined;
}

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "suggestion",
    docs: { description: "A route's own answer to a guard is not one of the guards' standard answers." },
    schema: [],
    messages: {
      standard:
        "This '{{refusal}}' answer is the guards' standard one: give the guard `{{option}}` (and the words as `messages`) instead of writing it.",
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;

    /** @param {any} root @param {(node: any) => void} visit */
    const walk = (root, visit) => walkSyntax(sourceCode, root, visit);

    return {
      CallExpression(node) {
        if (node.callee.type !== "Identifier" || !GUARDS.has(node.callee.name)) return;
        const options = node.arguments[1];
        if (options?.type !== "ObjectExpression") return;
        for (const property of options.properties) {
          const refusal = property.type === "Property" ? keyName(property.key) : undefined;
          if (!refusal || !REFUSALS.has(refusal)) continue;
          walk(property.value, (inner) => {
            if (inner.type !== "ObjectExpression") return;
            const option = standardShape(inner, refusal);
            if (option) context.report({ node: inner, messageId: "standard", data: { refusal, option } });
          });
        }
      },
    };
  },
};
