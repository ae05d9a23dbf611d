/** Raised after an associate signs in to a bag, so the header re-reads the associate cookie. */
export const ASSOCIATE_CHANGED_EVENT = "atelier:associate-changed";
