import { requireAccount } from "~/features/accounts/guards.server";
import { PHOTO_MESSAGES } from "~/features/photos/photo-values";
import { uploadPhoto } from "~/features/photos/upload-photo.server";
import { httpStatus } from "~/lib/outcome";

import type { Route } from "./+types/photos";

/**
 * POST /api/photos (multipart, field `file`; `purpose=game` for a game's art): one photo, decoded
 * and stored as the account's draft. Answers 201 `{ photo }` or the status and `{ message }`.
 * The body limit for this path is the photo limit (server/app.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { account, headers } = await requireAccount(request);
  headers.set("Cache-Control", "no-store");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ message: PHOTO_MESSAGES.empty }, { status: 400, headers });
  }
  const file = form.get("file");
  if (!(file instanceof File)) return Response.json({ message: PHOTO_MESSAGES.empty }, { status: 400, headers });
  const purpose = form.get("purpose") === "game" ? "game" : "venue";
  const bytes = Buffer.from(await file.arrayBuffer());
  const result = await uploadPhoto(account, { bytes, purpose, clientIp: context.clientIp ?? null });
  if (!result.ok) return Response.json({ message: result.message }, { status: httpStatus(result.reason), headers });
  return Response.json({ photo: result.photo }, { status: 201, headers });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
