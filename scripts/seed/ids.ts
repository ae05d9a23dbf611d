export { seedId } from "../../lib/db/seed-id";
