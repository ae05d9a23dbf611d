import { encodeState, initialState, priceOf, reduce } from "../../lib/configurator";
import {
  MESSAGE_FOREIGN_DESIGN,
  MESSAGE_RULE_BREAKING_DESIGN,
  MESSAGE_UNREADABLE_DESIGN,
  readStrictDesign,
  type StrictDesign,
} from "../../lib/configured-products/strict-design";
import { fullBag } from "./configurator-fixtures";

/** The state of an accepted design; a refusal fails the test with its message. */
function acceptedState(read: StrictDesign) {
  if (!read.ok) throw new Error(`refused: ${read.message}`);
  return read.state;
}

const bag = fullBag("b");
const start = encodeState(initialState(bag));

describe("readStrictDesign", () => {
  it("accepts the starting design and gives back its canonical form and state", () => {
    const read = readStrictDesign(bag, start);
    expect(read).toMatchObject({ ok: true, design: start });
    expect(priceOf(bag, acceptedState(read))).toBe(priceOf(bag, initialState(bag)));
  });

  it("accepts a design made with the reducer, in any token order", () => {
    const state = reduce(bag, initialState(bag), {
      type: "choose-variant",
      componentId: "b-body",
      variantId: "b-body-tan",
    });
    const design = encodeState(state);
    const shuffled = ["2", ...design.split(".").slice(1).reverse()].join(".");
    const read = readStrictDesign(bag, shuffled);
    expect(read.ok).toBe(true);
    expect(priceOf(bag, acceptedState(read))).toBe(priceOf(bag, state));
  });

  it("accepts a strap leather only once the strap is wanted", () => {
    expect(readStrictDesign(bag, `${start}.vb-strap-black`).ok).toBe(false);
    expect(readStrictDesign(bag, `${start}.yb-add-strap.vb-strap-black`).ok).toBe(true);
  });

  it.each([
    ["another bag's variant", `${start}.vz-body-tan`],
    ["another bag's option", `${start}.oz-zip`],
    ["another bag's component answer", `${start}.yz-add-strap`],
    ["an escaped id", `${start}.v_YWJj`],
    ["another bag's personalizable", `${start}.pz-p~text~Hi~1`],
  ])("rejects %s as foreign", (_label, design) => {
    expect(readStrictDesign(bag, design)).toEqual({ ok: false, message: MESSAGE_FOREIGN_DESIGN });
  });

  it.each([
    ["two picks of a pick-one option", `${start}.ob-open.ob-zip`],
    ["two leathers on one component", `${start}.vb-body-black.vb-body-tan`],
    ["a yes answer on a required component", `${start}.yb-body`],
    ["a component that is not offered", `${start}.vb-pocket-black`],
  ])("rejects %s as breaking the rules", (_label, design) => {
    expect(readStrictDesign(bag, design)).toEqual({
      ok: false,
      message: MESSAGE_RULE_BREAKING_DESIGN,
    });
  });

  it.each([
    ["an empty value", ""],
    ["another version", start.replace(/^2/, "3")],
    ["an unknown tag", `${start}.xb-body`],
    ["a broken personalization", `${start}.pb-p~text`],
    ["a bad completion flag", `${start}.pb-p~text~Hi~yes`],
    ["too many tokens", ["2", ...Array.from({ length: 400 }, () => "vb-body-tan")].join(".")],
    ["an over-long value", `${start}.${"v".repeat(8000)}`],
  ])("rejects %s as unreadable", (_label, design) => {
    expect(readStrictDesign(bag, design)).toEqual({
      ok: false,
      message: MESSAGE_UNREADABLE_DESIGN,
    });
  });
});
