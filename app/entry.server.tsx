import { Writable } from "node:stream";

import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";

import { NonceProvider } from "~/lib/nonce";
import { renderTurns } from "~/lib/render-turns.server";
import { routeWorkInFlight } from "~/lib/work-in-flight.server";

export const streamTimeout = 5_000;

/** Loaders and actions still running when the server stops are waited for (server/main.ts). */
export const instrumentations = [routeWorkInFlight];

/**
 * Renders the whole page, then answers it as one buffer. No page of ours suspends on data (loaders
 * return what the page shows), so the shell is the page: streaming it would only pass the same
 * bytes through a Node stream, a web stream and the compressor chunk by chunk (a fifth of a page's
 * time, measured with `node --cpu-prof`); whole, it is compressed in one call (server/compress-responses.ts).
 * Renders take turns with the server's other work (render-turns.server.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext | undefined,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The server (server/app.ts) puts a fresh nonce in the context and in the CSP header; while
  // pages are prerendered there is none and the CSP carries hashes of the inline scripts instead.
  const nonce = loadContext?.cspNonce;

  const release = await renderTurns().next();
  try {
    return renderWhole(request, responseStatusCode, responseHeaders, routerContext, nonce);
  } finally {
    // React renders in a microtask queued by renderToPipeableStream; this one runs once that is done.
    queueMicrotask(release);
  }
}

/** The page rendered into one buffer (see handleRequest). */
function renderWhole(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  nonce: string | undefined,
) {
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const collector = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(collector);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
