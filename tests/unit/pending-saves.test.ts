import { savesSettled, trackSave } from "@/components/checkout/pending-saves";

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe("checkout detail saves", () => {
  it("placing waits for a save begun as the field was left, and for one begun meanwhile", async () => {
    const stylist = deferred();
    const comments = deferred();
    const order: string[] = [];
    void trackSave(stylist.promise).then(() => order.push("stylist saved"));
    const placing = savesSettled().then(() => order.push("placed"));
    void trackSave(comments.promise).then(
      () => order.push("comments saved"),
      () => order.push("comments failed"),
    );
    stylist.resolve();
    await Promise.resolve();
    expect(order).toEqual(["stylist saved"]);
    comments.reject(new Error("422"));
    await placing;
    expect(order).toEqual(["stylist saved", "comments failed", "placed"]);
  });

  it("with nothing pending, placing goes straight on", async () => {
    await expect(savesSettled()).resolves.toBeUndefined();
  });
});
