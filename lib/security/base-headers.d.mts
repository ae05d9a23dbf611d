/** Types of base-headers.mjs (plain JavaScript, so that next.config.mjs and server.mjs can read it). */
export declare const BASE_POLICY: string;
export declare function permissions(payment: string): string;
export declare const BASE_HEADERS: { key: string; value: string }[];
export declare const HSTS: { key: string; value: string };
