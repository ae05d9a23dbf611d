import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { orderRepairPhotos } from "@/lib/db/schema";
import type { PhotoStore } from "@/lib/storage/repair-photos";
import { madeToOrderLine, repairAsked } from "./support/made-order";
import { appDatabaseForFile } from "./support/seeded-db";

jest.mock("server-only", () => ({}));

// Issue 38: photo bytes are stored before the row that names them, and erased after the commit
// that removes the row; the sweep deletes the objects nobody names once they are older than
// the grace period, and reports the rows whose object is gone.
const db = appDatabaseForFile("repair-photo-sweep");

const HOUR = 60 * 60_000;
const now = new Date();
const twoHoursAgo = new Date(now.getTime() - 2 * HOUR);
const key = (repairId: string) => `${repairId}/${randomUUID()}.jpg`;

/** A delivered made-to-order line with a repair request, whose photo rows the test adds. */
async function repair(): Promise<string> {
  const { line } = await madeToOrderLine(db(), {
    email: `sweep-${randomUUID()}@example.com`,
    number: `SWP${randomUUID().slice(0, 8)}`,
    placedAt: twoHoursAgo,
  });
  const row = await repairAsked(db(), line, {
    number: `RP-${randomUUID().slice(0, 8)}`,
    description: "The handle's stitching has opened",
    requestKey: randomUUID(),
    requestedAt: twoHoursAgo,
  });
  return row.id;
}

async function photoRow(repairId: string, storageKey: string, createdAt: Date) {
  await db()
    .insert(orderRepairPhotos)
    .values({ repairId, storageKey, bytes: 3, width: 1, height: 1, position: 0, createdAt });
}

type Fixture = {
  store: PhotoStore;
  /** Writes an object as if it had been stored at `at`. */
  put(key: string, at: Date): Promise<void>;
  keys(): Promise<string[]>;
  /** Something in the store that is no repair photo, which the sweep must leave alone. */
  stray(): Promise<void>;
  strays(): Promise<number>;
  /** Folders left with nothing in them (a bucket has none). */
  emptyFolders(): Promise<number>;
  close(): void;
};

async function folderFixture(): Promise<Fixture> {
  const { folderStore } = await import("@/lib/storage/repair-photos");
  const root = mkdtempSync(path.join(tmpdir(), "repair-photos-"));
  const store = folderStore(root);
  return {
    store,
    async put(k, at) {
      await store.put(k, Buffer.from([1, 2, 3]));
      await utimes(path.join(root, k), at, at);
    },
    async keys() {
      const out: string[] = [];
      for (const folder of await readdir(root)) {
        if (folder === "README.txt") continue;
        for (const name of await readdir(path.join(root, folder))) out.push(`${folder}/${name}`);
      }
      return out.filter((k) => k.endsWith(".jpg")).sort();
    },
    async stray() {
      await writeFile(path.join(root, "README.txt"), "operator's note");
      const folder = path.join(root, randomUUID());
      await mkdir(folder);
      await writeFile(path.join(folder, "upload.tmp"), "x");
      await utimes(path.join(folder, "upload.tmp"), twoHoursAgo, twoHoursAgo);
    },
    async strays() {
      let count = (await readdir(root)).includes("README.txt") ? 1 : 0;
      for (const folder of await readdir(root)) {
        if (folder === "README.txt") continue;
        count += (await readdir(path.join(root, folder))).filter((n) => n.endsWith(".tmp")).length;
      }
      return count;
    },
    async emptyFolders() {
      let count = 0;
      for (const folder of await readdir(root, { withFileTypes: true })) {
        if (!folder.isDirectory()) continue;
        if ((await readdir(path.join(root, folder.name))).length === 0) count += 1;
      }
      return count;
    },
    close: () => rmSync(root, { recursive: true, force: true }),
  };
}

/**
 * The S3 adapter against an in-memory bucket behind its fetch, the stand-in its other tests
 * use: PUT, GET, DELETE and ListObjectsV2, two keys a page so the continuation is followed.
 */
async function bucketFixture(): Promise<Fixture> {
  const { s3Store } = await import("@/lib/storage/repair-photos");
  const objects = new Map<string, Date>();
  const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
  const fetcher = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const objectKey = decodeURIComponent(url.pathname.replace(/^\/atelier-repairs\/?/, ""));
    if (request.method === "PUT") objects.set(objectKey, new Date());
    if (request.method === "DELETE") objects.delete(objectKey);
    if (request.method !== "GET") return new Response(null, { status: 200 });
    if (objectKey) {
      return objects.has(objectKey)
        ? new Response(new Uint8Array([1, 2, 3]))
        : new Response(null, { status: 404 });
    }
    // Like S3's, the token names where the listing stopped, not an offset: objects deleted
    // between pages (as the sweep does) shift nothing.
    const after = url.searchParams.get("continuation-token") ?? "";
    const rest = [...objects.keys()].sort().filter((k) => k > after);
    const page = rest.slice(0, 2);
    const more = rest.length > 2;
    const contents = page
      .map(
        (k) =>
          `<Contents><Key>${escape(k)}</Key><LastModified>${objects.get(k)!.toISOString()}</LastModified><Size>3</Size></Contents>`,
      )
      .join("");
    return new Response(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>atelier-repairs</Name><KeyCount>${page.length}</KeyCount><IsTruncated>${more}</IsTruncated>${more ? `<NextContinuationToken>${escape(page.at(-1)!)}</NextContinuationToken>` : ""}${contents}</ListBucketResult>`,
      { headers: { "content-type": "application/xml" } },
    );
  }) as typeof fetch;
  const store = s3Store(
    {
      bucket: "atelier-repairs",
      endpoint: "https://s3.example.test",
      region: "eu-west-3",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "secret",
      timeoutMs: 2000,
    },
    fetcher,
  );
  return {
    store,
    async put(k, at) {
      await store.put(k, Buffer.from([1, 2, 3]));
      objects.set(k, at);
    },
    keys: async () => [...objects.keys()].filter((k) => k.endsWith(".jpg")).sort(),
    async stray() {
      objects.set("exports/report.csv", twoHoursAgo);
    },
    strays: async () => (objects.has("exports/report.csv") ? 1 : 0),
    emptyFolders: async () => 0,
    close: () => undefined,
  };
}

describe.each([
  ["the folder store", folderFixture],
  ["an S3 bucket", bucketFixture],
])("the repair photo sweep over %s", (_name, make) => {
  let fixture: Fixture;
  beforeEach(async () => {
    // Each store starts empty, so no row of another case is taken for one without its object.
    await db().delete(orderRepairPhotos);
    fixture = await make();
  });
  afterEach(() => fixture.close());

  it("deletes old objects no row names, keeps named, young and foreign ones, and reports rows without their object", async () => {
    const { sweepRepairPhotos } = await import("@/lib/orders/repair-photo-sweep");
    const repairId = await repair();
    const named = key(repairId);
    const orphan = key(repairId);
    const orphanElsewhere = key(randomUUID());
    const inFlight = key(randomUUID());
    const lost = key(repairId);
    const lostJustNow = key(repairId);
    await fixture.put(named, twoHoursAgo);
    await fixture.put(orphan, twoHoursAgo);
    await fixture.put(orphanElsewhere, twoHoursAgo);
    await fixture.put(inFlight, new Date(now.getTime() - 5 * 60_000));
    await fixture.stray();
    await photoRow(repairId, named, twoHoursAgo);
    await photoRow(repairId, lost, twoHoursAgo);
    // A row younger than the grace period is not judged: its object might be listed late.
    await photoRow(repairId, lostJustNow, now);

    const dry = await sweepRepairPhotos(db(), { now, dryRun: true, store: fixture.store });
    expect([...dry.orphans].sort()).toEqual([orphan, orphanElsewhere].sort());
    expect(await fixture.keys()).toHaveLength(4);

    const report = await sweepRepairPhotos(db(), { now, store: fixture.store });
    expect(report.listed).toBe(4);
    expect([...report.orphans].sort()).toEqual([orphan, orphanElsewhere].sort());
    expect(report.failed).toBe(0);
    expect(await fixture.keys()).toEqual([named, inFlight].sort());
    expect(await fixture.strays()).toBeGreaterThan(0);
    // The folder of a repair whose only photo was an orphan went with it.
    expect(await fixture.emptyFolders()).toBe(0);
    expect(report.missing).toEqual([expect.objectContaining({ repairId, key: lost })]);

    // The next sweep finds nothing more to delete.
    expect((await sweepRepairPhotos(db(), { now, store: fixture.store })).orphans).toEqual([]);
  });

  it("counts a removal that fails, and leaves the object for the next sweep", async () => {
    const { sweepRepairPhotos } = await import("@/lib/orders/repair-photo-sweep");
    const orphan = key(randomUUID());
    await fixture.put(orphan, twoHoursAgo);
    const failing: PhotoStore = {
      ...fixture.store,
      remove: () => Promise.reject(new Error("store unavailable")),
    };
    const report = await sweepRepairPhotos(db(), { now, store: failing });
    expect(report.orphans).toContain(orphan);
    expect(report.failed).toBe(report.orphans.length);
    expect(await fixture.keys()).toContain(orphan);
  });
});
