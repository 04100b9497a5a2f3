// Placeholder, replaced by the venues work.
export function loader() {
  return new Response("", { status: 404 });
}
