/** Runs once when the server starts: a bad environment stops it with a message naming the variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { env } = await import("./lib/env");
    env();
  }
}
