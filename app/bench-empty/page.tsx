/** An empty prerendered page: the baseline bench:pages measures the real pages against. */
export default function BenchEmptyPage() {
  return <main id="main" />;
}
