import { gathered } from "@/lib/shared-state/gathered";

/** Work that records each round's argument and waits for the test to let the round end. */
function recorder(more: () => boolean = () => false) {
  const rounds: string[] = [];
  let release: () => void = () => {};
  const work = (arg: string) => {
    rounds.push(arg);
    return new Promise<boolean>((resolve) => {
      release = () => resolve(more());
    });
  };
  return { rounds, work, release: () => release() };
}

/** Lets every promise callback queued so far run (the rounds are async). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe("work gathered from many asks (mail after a burst of orders, the claim recheck)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("runs once for asks that come close together, after they stop, with the latest argument", async () => {
    const { rounds, work, release } = recorder();
    const ask = gathered("test-burst", work, () => undefined);
    const asks = ["a", "b", "c", "d"].map((arg) => {
      jest.advanceTimersByTime(100);
      return ask(arg);
    });
    expect(rounds).toEqual([]);
    jest.advanceTimersByTime(250);
    await settle();
    expect(rounds).toEqual(["d"]);
    release();
    await Promise.all(asks);
    expect(rounds).toEqual(["d"]);
  });

  it("never waits longer than the longest gathering, however the asks keep coming", async () => {
    const { rounds, work, release } = recorder();
    const ask = gathered("test-longest", work, () => undefined, { quietMs: 250, longestMs: 1_000 });
    for (let i = 0; i < 12; i++) {
      void ask(`ask ${i}`);
      jest.advanceTimersByTime(100);
      await settle();
    }
    expect(rounds).toEqual(["ask 9"]);
    release();
  });

  it("gives asks that come during a round one more round after it", async () => {
    const { rounds, work, release } = recorder();
    const ask = gathered("test-again", work, () => undefined);
    const first = ask("first");
    jest.advanceTimersByTime(250);
    await settle();
    expect(rounds).toEqual(["first"]);
    const during = [ask("second"), ask("third")];
    jest.advanceTimersByTime(250);
    await settle();
    // The round that started before these asks does not serve them: one more follows it.
    expect(rounds).toEqual(["first"]);
    release();
    await settle();
    expect(rounds).toEqual(["first", "third"]);
    release();
    await Promise.all([first, ...during]);
    expect(rounds).toEqual(["first", "third"]);
  });

  it("runs again at once while a round says there is more (a full batch of mails)", async () => {
    let left = 2;
    const { rounds, work, release } = recorder(() => left-- > 0);
    const ask = gathered("test-more", work, () => undefined);
    const done = ask("batch");
    jest.advanceTimersByTime(250);
    for (let i = 0; i < 3; i++) {
      await settle();
      release();
    }
    await done;
    expect(rounds).toEqual(["batch", "batch", "batch"]);
  });

  it("reports a failing round and settles its asks, and the next ask runs again", async () => {
    const errors: unknown[] = [];
    let fail = true;
    const ask = gathered(
      "test-failure",
      async () => {
        if (fail) throw new Error("mail server away");
        return false;
      },
      (error) => errors.push(error),
    );
    const failed = ask(undefined);
    jest.advanceTimersByTime(250);
    await failed;
    expect(errors).toEqual([new Error("mail server away")]);
    fail = false;
    const next = ask(undefined);
    jest.advanceTimersByTime(250);
    await next;
    expect(errors).toHaveLength(1);
  });
});
