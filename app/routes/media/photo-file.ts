import { readSignedInAccount } from "~/features/accounts/viewer.server";
import { readPhotoFile } from "~/features/photos/read-photo-file.server";

import type { Route } from "./+types/photo-file";

/**
 * /photos/{id}/{width}.{avif|webp|jpg}: a photo's file. A file never changes (a new upload is a new
 * photo), so an approved one is cached for a year by anyone; one waiting for review only privately.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = async () => (await readSignedInAccount(request)).account;
  const file = await readPhotoFile(params.id, params.file, viewer);
  if (!file.ok) {
    return new Response(file.message, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.data.length),
      "Cache-Control": file.public ? "public, max-age=31536000, immutable" : "private, no-store",
      "Cross-Origin-Resource-Policy": "same-site",
    },
  });
}
