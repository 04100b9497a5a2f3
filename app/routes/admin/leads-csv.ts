// Placeholder: replaced by the export's implementation.
export function loader() {
  return new Response("Not implemented", { status: 501 });
}
