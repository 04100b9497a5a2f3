// Placeholder: being built.
export default function Placeholder() {
  return null;
}
