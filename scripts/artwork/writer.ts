import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";

/** A file to write: its public web path and its content. */
export type ArtFile = { path: string; content: string };

/** Writes files under a root, skipping those whose content is already on disk. */
export class ArtworkWriter {
  written = 0;
  unchanged = 0;
  removed = 0;
  private readonly kept = new Set<string>();
  private readonly madeDirs = new Set<string>();

  constructor(private readonly root: string) {}

  /** `webPath` is the public URL path, e.g. `/images/swatches/suede--camel.svg`. */
  write(webPath: string, content: string): void {
    const file = this.file(webPath);
    this.kept.add(file);
    if (readIfExists(file) === content) {
      this.unchanged++;
      return;
    }
    const dir = dirname(file);
    if (!this.madeDirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.madeDirs.add(dir);
    }
    writeFileSync(file, content);
    this.written++;
  }

  /**
   * Deletes files under `webDir` that this run did not write, so a renamed bag or colour leaves
   * no stale layers behind. Only call it for folders the artwork build owns outright.
   */
  prune(webDir: string): void {
    this.pruneDir(this.file(webDir));
  }

  /** Returns true when the folder ended up empty and was removed. */
  private pruneDir(dir: string): boolean {
    if (!existsSync(dir)) return true;
    let remaining = 0;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!this.pruneDir(path)) remaining++;
      } else if (this.kept.has(path)) {
        remaining++;
      } else {
        rmSync(path);
        this.removed++;
      }
    }
    if (remaining === 0) rmdirSync(dir);
    return remaining === 0;
  }

  private file(webPath: string): string {
    return join(this.root, ...webPath.split("/").filter(Boolean));
  }
}

function readIfExists(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
