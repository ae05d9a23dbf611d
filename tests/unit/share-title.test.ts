import { shareTitle } from "../../lib/share/title";

describe("shareTitle", () => {
  it.each([
    ["The City Tote", "Share your City Tote"],
    ["the Mercer Bucket", "Share your Mercer Bucket"],
    ["An Evening Clutch", "Share your Evening Clutch"],
    ["Theatre Bag", "Share your Theatre Bag"],
    ["Silk Mask", "Share your Silk Mask"],
  ])("%s -> %s", (label, title) => {
    expect(shareTitle(label)).toBe(title);
  });
});
