/** Types of page-epoch.mjs (plain JavaScript, so that server.mjs can run it). */
export declare const EPOCH: unique symbol;
export declare function bumpPageEpoch(): void;
