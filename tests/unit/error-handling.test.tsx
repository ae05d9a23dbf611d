/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { fireEvent, render, screen } from "@testing-library/react";
import { ErrorScreen } from "../../components/shell/error-screen";
import { submitFailure } from "../../components/content/form-errors";
import { TRANSPORT_MESSAGES, transportFailure } from "../../lib/http/client";
import {
  CHUNK_LOAD_TIMEOUT_MS,
  isChunkLoadError,
  NEW_VERSION_MESSAGE,
  withChunkTimeout,
} from "../../lib/shell/chunk-load";

describe("the HTTP layer's generic messages (spec 8)", () => {
  it.each([
    [new TypeError("Failed to fetch"), TRANSPORT_MESSAGES.network],
    [Object.assign(new Error("aborted"), { name: "AbortError" }), TRANSPORT_MESSAGES.abort],
    [Object.assign(new Error("timed out"), { name: "TimeoutError" }), TRANSPORT_MESSAGES.timeout],
  ])("%p becomes its message, in forms too", (thrown, message) => {
    const failure = transportFailure(thrown);
    expect(failure.message).toBe(message);
    expect(submitFailure(failure).message).toBe(message);
  });
});

describe("chunk-load failures (spec 8, 9)", () => {
  it("recognises the browsers' and bundlers' spellings", () => {
    expect(isChunkLoadError(Object.assign(new Error("x"), { name: "ChunkLoadError" }))).toBe(true);
    expect(isChunkLoadError(new Error("Loading chunk 123 failed."))).toBe(true);
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /x.js")),
    ).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("a lazy chunk gives up after 120 000 ms with a chunk-load failure", async () => {
    jest.useFakeTimers();
    try {
      const never = withChunkTimeout(() => new Promise<never>(() => undefined));
      jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
      let settled = false;
      void never.catch(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(never).rejects.toMatchObject({ name: "ChunkLoadError" });
    } finally {
      jest.useRealTimers();
    }
  });

  it("a chunk that arrives in time is passed through", async () => {
    await expect(withChunkTimeout(() => Promise.resolve("module"))).resolves.toBe("module");
  });
});

describe("the error screen", () => {
  it("offers a retry and shows the server's reference", () => {
    const reset = jest.fn();
    render(
      <ErrorScreen error={Object.assign(new Error("boom"), { digest: "1234567" })} reset={reset} />,
    );
    expect(screen.getByRole("heading")).toHaveTextContent("Something went wrong on our side");
    expect(screen.getByTestId("error-reference")).toHaveTextContent("1234567");
    expect(screen.queryByText("boom")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalled();
  });

  it("says a new version is available when a chunk failed to load", () => {
    render(
      <ErrorScreen
        error={Object.assign(new Error("Loading chunk 9 failed."), { name: "ChunkLoadError" })}
        reset={jest.fn()}
      />,
    );
    expect(screen.getByRole("heading")).toHaveTextContent(NEW_VERSION_MESSAGE);
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
  });
});
