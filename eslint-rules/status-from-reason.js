/**
 * Routes answer a refusal with `httpStatus(refusal.reason)` (app/lib/outcome.ts), the one mapping
 * from a reason to a status. A conditional that picks between error statuses by hand
 * (`result.taken ? 409 : result.unavailable ? 503 : 400`) is a second mapping that drifts.
 */

/** @param {any} node */
function errorStatuses(node) {
  if (node.type === "ConditionalExpression")
    return [...errorStatuses(node.consequent), ...errorStatuses(node.alternate)];
  if (node.type === "Literal" && typeof node.value === "number" && node.value >= 400 && node.value <= 599)
    return [node];
  return [];
}

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: {
      description: "Routes take a refusal's status from httpStatus(reason), never from a conditional of their own.",
    },
    schema: [],
    messages: {
      byHand:
        "An error status chosen by hand ({{status}}): answer a refusal with httpStatus(result.reason) from ~/lib/outcome.",
    },
  },
  create(context) {
    return {
      ConditionalExpression(node) {
        // The outermost conditional reports once for the whole chain.
        if (node.parent?.type === "ConditionalExpression") return;
        const [first] = errorStatuses(node);
        if (first) context.report({ node, messageId: "byHand", data: { status: String(first.value) } });
      },
    };
  },
};
