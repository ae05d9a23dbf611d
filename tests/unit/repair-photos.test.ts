import { mkdtempSync, rmSync } from "node:fs";
import { readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { processRepairPhoto } from "../../lib/orders/repair-photos";
import { folderStore, s3Store } from "../../lib/storage/repair-photos";
import { DomainError } from "../../lib/errors";

/** Set by a test: the folder store's next rmdir fails with this code, as a busy disk would. */
const mockRmdirFailure: { code: string | null } = { code: null };
jest.mock("node:fs/promises", () => {
  const actual = jest.requireActual<typeof import("node:fs/promises")>("node:fs/promises");
  return {
    ...actual,
    rmdir: (...args: Parameters<typeof actual.rmdir>) => {
      const code = mockRmdirFailure.code;
      mockRmdirFailure.code = null;
      if (code) return Promise.reject(Object.assign(new Error(`rmdir: ${code}`), { code }));
      return actual.rmdir(...args);
    },
  };
});

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 40, b: 20 } } });

async function refusal(input: Buffer) {
  try {
    await processRepairPhoto(input);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("the photo was accepted");
}

describe("a repair photo is re-encoded", () => {
  it("as an upright JPEG of at most 2048 px, with none of the phone's metadata", async () => {
    const input = await photo(4000, 3000)
      .jpeg()
      .withExif({ IFD0: { Copyright: "Ada", Artist: "Ada Lovelace" } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const out = await processRepairPhoto(input);
    expect(out).toMatchObject({ width: 2048, height: 1536 });
    const metadata = await sharp(out.bytes).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 2048, height: 1536 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
  });

  it("a PNG too, and a small photo is never enlarged", async () => {
    const out = await processRepairPhoto(await photo(640, 480).png().toBuffer());
    expect(out).toMatchObject({ width: 640, height: 480 });
    expect((await sharp(out.bytes).metadata()).format).toBe("jpeg");
  });

  it("reads HEIF's AV1 flavour, which sharp's prebuilt libvips decodes", async () => {
    const heif = await photo(400, 300).heif({ compression: "av1" }).toBuffer();
    expect(await sharp(heif).metadata()).toMatchObject({ format: "heif", compression: "av1" });
    const out = await processRepairPhoto(heif);
    expect((await sharp(out.bytes).metadata()).format).toBe("jpeg");
  });

  it("refuses an iPhone's HEIC (HEVC), which the build cannot decode, saying what to send", async () => {
    const box = Buffer.alloc(24);
    box.writeUInt32BE(24, 0);
    box.write("ftypheic", 4, "latin1");
    box.write("mif1heic", 16, "latin1");
    const heic = Buffer.concat([box, Buffer.alloc(2048, 7)]);
    const error = await refusal(heic);
    expect(error.code).toBe("photo_heic_unsupported");
    expect(error.errors?.photos?.[0]).toMatch(/JPEG or PNG/);
  });

  it("turns a photo taken sideways upright (EXIF orientation)", async () => {
    const sideways = await photo(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await processRepairPhoto(sideways)).toMatchObject({ width: 200, height: 300 });
  });

  it("refuses what is no photo, a GIF, an empty file and one over 10 MB, on the photos field", async () => {
    for (const input of [
      Buffer.from("%PDF-1.7 not a photo"),
      await photo(10, 10).gif().toBuffer(),
      Buffer.alloc(0),
      Buffer.alloc(10 * 1024 * 1024 + 1, 0xff),
    ]) {
      const error = await refusal(input);
      expect(error.kind).toBe("invalid");
      expect(Object.keys(error.errors ?? {})).toEqual(["photos"]);
    }
  });

  it("refuses a truncated JPEG clearly rather than storing half a photo", async () => {
    const whole = await photo(800, 600).jpeg().toBuffer();
    const error = await refusal(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(error.code).toBe("photo_unreadable");
  });
});

describe("the S3 adapter", () => {
  const config = {
    bucket: "atelier-repairs",
    endpoint: "https://s3.example.test/",
    region: "eu-west-3",
    accessKeyId: "AKIDEXAMPLE",
    secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
    timeoutMs: 1234,
  };
  const key = "0f8fad5b-d9cb-469f-a165-70867728950e/7c9e6679-7425-40de-944b-e07fc1f90ae7.jpg";

  it("signs each call, path-style, with a timeout on every one", async () => {
    const calls: { request: Request; signal: AbortSignal | null | undefined }[] = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input as Request;
      calls.push({ request, signal: init?.signal });
      if (request.method === "GET") return new Response(new Uint8Array([1, 2, 3]));
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    const store = s3Store(config, fetcher);
    await store.put(key, Buffer.from([9, 9]));
    expect([...(await store.get(key))!]).toEqual([1, 2, 3]);
    await store.remove(key);
    expect(calls.map((c) => c.request.method)).toEqual(["PUT", "GET", "DELETE"]);
    for (const call of calls) {
      expect(call.request.url).toBe(`https://s3.example.test/atelier-repairs/${key}`);
      expect(call.request.headers.get("authorization")).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-3\/s3\/aws4_request/,
      );
      expect(call.signal).toBeInstanceOf(AbortSignal);
    }
  });

  it("reads a missing object as none, and fails loudly on any other answer", async () => {
    const answer = (status: number) =>
      s3Store(config, (async () => new Response(null, { status })) as typeof fetch);
    expect(await answer(404).get(key)).toBeNull();
    await expect(answer(500).get(key)).rejects.toThrow(/500/);
    await expect(answer(403).put(key, Buffer.from([1]))).rejects.toThrow(/403/);
  });

  it("gives up when the store does not answer in time", async () => {
    const hanging = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      })) as typeof fetch;
    const store = s3Store({ ...config, timeoutMs: 100 }, hanging);
    await expect(store.get(key)).rejects.toThrow(/timeout|aborted/i);
  });

  it("never builds a path from anything but the server's own keys", async () => {
    const store = s3Store(config, (async () => new Response(null)) as typeof fetch);
    await expect(store.get("../../etc/passwd")).rejects.toThrow(/not a repair photo key/);
  });
});

describe("the folder store", () => {
  const repair = "0f8fad5b-d9cb-469f-a165-70867728950e";
  const photo = (id: string) => `${repair}/${id}.jpg`;
  const first = photo("7c9e6679-7425-40de-944b-e07fc1f90ae7");
  const second = photo("16fd2706-8baf-433b-82eb-8c7fada847da");
  let root = "";
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "repair-folder-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("removes a repair's folder with its last photo, and only then", async () => {
    const store = folderStore(root);
    await store.put(first, Buffer.from([1]));
    await store.put(second, Buffer.from([2]));
    await store.remove(first);
    expect(await readdir(path.join(root, repair))).toEqual([path.basename(second)]);
    await store.remove(second);
    expect(await readdir(root)).toEqual([]);
    // Removed again (a sweep after an erasure): nothing there, nothing to fail.
    await expect(store.remove(second)).resolves.toBeUndefined();
  });

  it("removes the photo even when its emptied folder cannot go, leaving the folder", async () => {
    const store = folderStore(root);
    await store.put(first, Buffer.from([1]));
    mockRmdirFailure.code = "EIO";
    await expect(store.remove(first)).resolves.toBeUndefined();
    expect(await readdir(path.join(root, repair))).toEqual([]);
  });

  it("keeps a folder that holds anything besides the removed photo", async () => {
    const store = folderStore(root);
    await store.put(first, Buffer.from([1]));
    await writeFile(path.join(root, repair, "upload.tmp"), "x");
    await store.remove(first);
    expect(await readdir(path.join(root, repair))).toEqual(["upload.tmp"]);
  });
});
