import { readSignedInAccount } from "~/features/accounts/viewer.server";
import { readPhotoFile } from "~/features/photos/read-photo-file.server";

import type { Route } from "./+types/photo-file";

/**
 * /photos/{id}/{width}.{avif|webp|jpg}: a photo's file. A file never changes (a new upload is a new
 * photo), so an approved one is cached for a year by anyone; one waiting for review only privately.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // Asked only for a photo waiting for review; a renewed session's cookie goes back with the answer.
  const headers = new Headers();
  const viewer = async () => {
    const signedIn = await readSignedInAccount(request);
    signedIn.headers.forEach((value, name) => headers.append(name, value));
    return signedIn.account;
  };
  const file = await readPhotoFile(params.id, params.file, viewer);
  if (!file.ok) {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    headers.set("Cache-Control", "no-store");
    return new Response(file.message, { status: 404, headers });
  }
  headers.set("Content-Type", file.contentType);
  headers.set("Content-Length", String(file.data.length));
  headers.set("Cache-Control", file.public ? "public, max-age=31536000, immutable" : "private, no-store");
  headers.set("Cross-Origin-Resource-Policy", "same-site");
  return new Response(new Uint8Array(file.data), { headers });
}
