export default function Home() {
  return (
    <main>
      <h1>A bare React Router page</h1>
      <p>One route under a minimal root: what the framework costs before any layout of ours.</p>
    </main>
  );
}
