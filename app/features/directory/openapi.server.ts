import { env } from "~/lib/env.server";

import { answerJson, type JsonRepresentation, jsonRepresentation } from "./json-feed.server";
import { openApiDocument } from "./openapi";

let document: { origin: string; representation: JsonRepresentation } | undefined;

/**
 * The OpenAPI document with the same ETag and caching as the API it describes; made (its schemas
 * generated from the bodies' Zod schemas) once per process, not per request.
 */
export function serveOpenApiDocument(request: Request): Response {
  const origin = env().PUBLIC_URL;
  if (document?.origin !== origin) {
    document = { origin, representation: jsonRepresentation(JSON.stringify(openApiDocument(origin))) };
  }
  return answerJson(request, document.representation);
}
