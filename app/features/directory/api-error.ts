import { z } from "~/lib/zod";

/** The body of every refusal and failure of the public API (`jsonError`): 404, 500, 503. */
export const apiErrorSchema = z.strictObject({
  error: z.string().meta({ description: "What went wrong, in words." }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
