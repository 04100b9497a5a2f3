/**
 * A service refuses with a `Refusal` (app/lib/outcome.ts, ADR 014): `{ ok: false, reason, message }`,
 * made with `refuse(reason, message)`. An object or a type with `ok: false` and no `reason` is the
 * old `{ ok: false, message }` shape, which left each route to work out the status by hand.
 */

/** @param {import("estree").Node} node */
function isFalse(node) {
  return node?.type === "Literal" && node.value === false;
}

/** @param {any} key */
function keyName(key) {
  if (!key) return undefined;
  if (key.type === "Identifier") return key.name;
  if (key.type === "Literal") return String(key.value);
  return undefined;
}

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "Services refuse with a Refusal: `ok: false` always comes with a `reason`." },
    schema: [],
    messages: {
      noReason:
        "A refusal without a reason: return refuse(reason, message) (app/lib/outcome.ts), so routes answer httpStatus(reason).",
    },
  },
  create(context) {
    return {
      ObjectExpression(node) {
        // A spread may bring the reason in (`{ ...refuse("invalid", message), field }`).
        if (node.properties.some((property) => property.type === "SpreadElement")) return;
        const names = new Map(node.properties.map((property) => [keyName(property.key), property]));
        const ok = names.get("ok");
        if (ok && isFalse(ok.value) && !names.has("reason")) context.report({ node, messageId: "noReason" });
      },
      TSTypeLiteral(node) {
        const members = node.members.filter((member) => member.type === "TSPropertySignature");
        const ok = members.find((member) => keyName(member.key) === "ok");
        const literal = ok?.typeAnnotation?.typeAnnotation;
        const saysFalse = literal?.type === "TSLiteralType" && isFalse(literal.literal);
        if (saysFalse && !members.some((member) => keyName(member.key) === "reason")) {
          context.report({ node, messageId: "noReason" });
        }
      },
    };
  },
};
