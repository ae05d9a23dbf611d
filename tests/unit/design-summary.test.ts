import { designSummary, initialState, reduce, type ConfiguratorAction } from "@/lib/configurator";
import { fullBag, smallBag } from "./configurator-fixtures";

const apply = (
  bag: ReturnType<typeof fullBag>,
  actions: ConfiguratorAction[],
  state = initialState(bag),
) => actions.reduce((s, a) => reduce(bag, s, a), state);

describe("designSummary", () => {
  it("lists the chosen colours and options in the configurator's order", () => {
    const bag = smallBag();
    const state = apply(bag, [
      { type: "choose-variant", componentId: "s-body", variantId: "s-red" },
      { type: "select-option", componentId: "s-closure", optionId: "s-zip" },
    ]);
    const lines = designSummary(bag, state);
    expect(lines.map((l) => [l.component, l.choices])).toEqual([
      ["Body", ["s-red"]],
      ["s-closure", ["s-zip"]],
      ["s-hardware", ["s-gold"]],
    ]);
  });

  it("shows a chosen extra with its personalization and leaves declined ones out", () => {
    const bag = fullBag("t");
    const chosen = apply(bag, [
      { type: "answer-optional", componentId: "t-monogram", value: true },
      { type: "choose-variant", componentId: "t-monogram", variantId: "t-foil-gold" },
      { type: "set-personalization", personalizableId: "t-monogram-p", text: "AB" },
    ]);
    const monogram = designSummary(bag, chosen).find((l) => l.component === "Foil monogram");
    expect(monogram).toMatchObject({
      choices: ["t-foil-gold"],
      personalization: { text: "AB" },
    });
    const declined = apply(bag, [
      { type: "answer-optional", componentId: "t-monogram", value: false },
    ]);
    expect(designSummary(bag, declined).map((l) => l.component)).not.toContain("Foil monogram");
  });
});
