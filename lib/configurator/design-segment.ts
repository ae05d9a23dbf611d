import { MAX_VALUE_LENGTH } from "./design-string";

/**
 * A design (`?d=`) as one path segment of the cached design route (issue 27). Designs are written
 * in URL-unreserved characters only (./url.ts), so a well-formed one is already a safe segment;
 * anything else (a hand-edited link) keeps the per-request route, which reads the query as it is.
 * Past the decoder's own length limit a value names no other design, so it is not a new page.
 */
const UNRESERVED = /^[A-Za-z0-9._~-]+$/;

export const isDesignSegment = (design: string): boolean =>
  design.length <= MAX_VALUE_LENGTH && UNRESERVED.test(design) && design !== "." && design !== "..";
