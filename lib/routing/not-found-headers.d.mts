/** Types of not-found-headers.mjs (plain JavaScript, so that server.mjs can run it). */
export declare const NOT_FOUND_MARK: string;
export declare const LATE_NOT_FOUND_HEADER: string;
