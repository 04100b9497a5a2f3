import guardFirst from "./guard-first.js";
import refusalShape from "./refusal-shape.js";
import statusFromReason from "./status-from-reason.js";

/** The project's own rules (docs/architecture.md, "Conventions held by lint"). */
export default {
  meta: { name: "lan-centers" },
  rules: {
    "guard-first": guardFirst,
    "refusal-shape": refusalShape,
    "status-from-reason": statusFromReason,
  },
};
