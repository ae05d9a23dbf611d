/** Types of page-epoch.mjs (plain JavaScript, so that server.mjs can run it). */
export declare function bumpPageEpoch(): void;
export declare function currentPageEpoch(): string | null;

export type SharedEpoch = {
  /** The counter read from Redis, or null when not confirmed within the window. */
  confirmed(): string | null;
  refresh(): Promise<void>;
  revalidated(): Promise<void>;
};

export declare function createSharedEpoch(options: {
  read: () => Promise<string | null>;
  increment: () => Promise<unknown>;
  windowMs: number;
  now?: () => number;
  onLapse?: (state: "lapsed" | "restored") => void;
}): SharedEpoch;

export declare function installSharedEpoch(shared: SharedEpoch | null): void;
