import { z } from "zod";

/**
 * Zod for the form schemas, without its compiled fast path: that path probes `new Function`, which
 * the Content-Security-Policy forbids (no 'unsafe-eval'), so every page with a form reported a
 * violation. Parsing forms is far too rare for the difference in speed to matter.
 */
z.config({ jitless: true });

export { z };
