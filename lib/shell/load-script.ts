/**
 * Adds a third-party script to the page once (by element id), like next/script's
 * `afterInteractive` ("now", called from an effect) and `lazyOnload` ("idle": after the page's
 * load event, when the browser is idle). Hand-written because next/script would put about 2 kB
 * on every page's first load for two tags that most visitors never load (docs/adr/0040).
 * Under the nonce pages' 'strict-dynamic' policy a script our own code adds is trusted.
 */
export function loadScriptOnce(id: string, src: string, when: "now" | "idle"): () => void {
  const add = () => {
    if (document.getElementById(id)) return;
    const script = document.createElement("script");
    script.id = id;
    script.src = src;
    script.async = true;
    document.body.appendChild(script);
  };
  if (when === "now") {
    add();
    return () => {};
  }
  let idle: number | undefined;
  const whenIdle = () => {
    idle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(add)
        : window.setTimeout(add, 1);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return () => {
    window.removeEventListener("load", whenIdle);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
