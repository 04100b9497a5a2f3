// Placeholder, replaced by the venues work.
export default function Placeholder() {
  return <h1>venues</h1>;
}
