import guardFirst from "./guard-first.js";
import refusalShape from "./refusal-shape.js";
import standardAnswers from "./standard-answers.js";
import statusFromReason from "./status-from-reason.js";

/** The project's own rules (docs/architecture.md, "Conventions held by lint"). */
export default {
  meta: { name: "lan-centers" },
  rules: {
    "guard-first": guardFirst,
    "refusal-shape": refusalShape,
    "standard-answers": standardAnswers,
    "status-from-reason": statusFromReason,
  },
};
