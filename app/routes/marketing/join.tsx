// Placeholder: replaced by the page's implementation.
export default function Page() {
  return <h1>join</h1>;
}
