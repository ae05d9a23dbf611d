// POST /api/external/public/newsletter/unsubscribe – the unsubscribe page's button (issue 23)
import { handle } from "@/lib/api/handler";
import { unsubscribeFromNewsletter } from "@/lib/api/operations/marketing";
import { unsubscribeNewsletter } from "@/lib/marketing/newsletter";

export const POST = handle(unsubscribeFromNewsletter, async ({ db, body }) => {
  await unsubscribeNewsletter(db, body.token);
  return { unsubscribed: true as const };
});
