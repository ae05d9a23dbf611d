/** Types of server-marks.mjs (plain JavaScript, so that server.mjs can run it). */
export declare function markServedByServerMjs(): void;
export declare function servedByServerMjs(): boolean;
export declare function markDraining(): void;
export declare function isDraining(): boolean;
