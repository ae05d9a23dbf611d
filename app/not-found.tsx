import Link from "next/link";

export default function NotFound() {
  return (
    <main id="main" className="not-found">
      <h1>We could not find that page</h1>
      <p>It may have moved, or it was never here.</p>
      <Link href="/">Back to the store</Link>
    </main>
  );
}
