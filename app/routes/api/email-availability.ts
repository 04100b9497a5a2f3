// Placeholder: being built.
export function loader() {
  return Response.json({});
}
