import "server-only";
import { NAME_READINGS, TEXT_READINGS } from "./lookalikes";
import { shareRequestSchemaReading } from "./schema";

/**
 * The share handler's body schema: the dialog's rules, also read through Unicode's confusables
 * skeleton and displayed order, which only the server carries (lookalikes.ts).
 */
export const shareRequestSchema = shareRequestSchemaReading({
  text: TEXT_READINGS,
  name: NAME_READINGS,
});
