/** Spec 2: /my-account/login is the same page as /login. */
export { default, metadata } from "../../login/page";

// Route segment config is read from this file's own source, so it is a literal here, not
// re-exported (Next.js warns and ignores a re-exported `dynamic`).
export const dynamic = "force-dynamic";
