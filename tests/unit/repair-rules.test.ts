import {
  canDecide,
  canEstimate,
  canMoveTo,
  formatMoney,
  isOpenRepair,
  mayShipBack,
  REPAIR_STAGES,
  REPAIR_STATUSES,
  repairEligibility,
  repairEstimateSchema,
  repairNumberSchema,
  settlementOf,
} from "../../lib/orders/repair-rules";

describe("which bags may be sent for repair", () => {
  it("a delivered made-to-order bag with no repair under way", () => {
    expect(
      repairEligibility({ kind: "made_to_order", delivered: true, openRepair: false }),
    ).toEqual({ eligible: true });
  });

  it.each(["ready_to_wear", "limited_edition", "sample_sale", "gift_card"] as const)(
    "never a %s piece, delivered or not",
    (kind) => {
      expect(repairEligibility({ kind, delivered: true, openRepair: false })).toMatchObject({
        eligible: false,
        code: "piece_not_repairable",
      });
    },
  );

  it("not before delivery, and not twice at once", () => {
    expect(
      repairEligibility({ kind: "made_to_order", delivered: false, openRepair: false }),
    ).toMatchObject({ eligible: false, code: "order_not_delivered" });
    expect(
      repairEligibility({ kind: "made_to_order", delivered: true, openRepair: true }),
    ).toMatchObject({ eligible: false, code: "repair_already_open" });
  });

  it("a declined or done repair leaves the bag free for another", () => {
    const open = REPAIR_STATUSES.filter(isOpenRepair);
    expect(open).not.toContain("declined");
    expect(open).not.toContain("done");
    expect(open).toEqual(
      expect.arrayContaining(["requested", "estimated", "accepted", "in_repair", "shipped_back"]),
    );
  });
});

describe("the repair's stages", () => {
  it("move one step at a time from acceptance to done", () => {
    let at: (typeof REPAIR_STATUSES)[number] = "accepted";
    for (const stage of REPAIR_STAGES) {
      expect(canMoveTo(at, stage)).toBe(true);
      at = stage;
    }
  });

  it("never skip, repeat, go back, or start before the client accepted", () => {
    expect(canMoveTo("accepted", "in_repair")).toBe(false);
    expect(canMoveTo("in_repair", "in_repair")).toBe(false);
    expect(canMoveTo("shipped_back", "received_at_atelier")).toBe(false);
    for (const from of ["requested", "estimated", "declined", "done"] as const) {
      for (const stage of REPAIR_STAGES) expect(canMoveTo(from, stage)).toBe(false);
    }
  });

  it("an estimate is given until the client answers, and answered once", () => {
    expect(REPAIR_STATUSES.filter(canEstimate)).toEqual(["requested", "estimated"]);
    expect(REPAIR_STATUSES.filter(canDecide)).toEqual(["estimated"]);
  });

  it("a bag whose estimate is owed does not leave the atelier", () => {
    expect(settlementOf(0)).toBe("none");
    expect(settlementOf(1)).toBe("due");
    expect(mayShipBack("due")).toBe(false);
    expect(mayShipBack("settled")).toBe(true);
    expect(mayShipBack("none")).toBe(true);
  });
});

describe("client care's estimate", () => {
  const good = { amount: 12_000, currency: "USD", note: "Restitch the strap.", days: 10 };

  it("is whole minor units with a currency, a note and working days", () => {
    expect(repairEstimateSchema.parse(good)).toEqual(good);
    expect(repairEstimateSchema.parse({ ...good, amount: 0, note: "  Free  " })).toMatchObject({
      amount: 0,
      note: "Free",
    });
  });

  it.each([
    ["a fraction of a cent", { amount: 120.5 }, "amount"],
    ["a negative amount", { amount: -1 }, "amount"],
    ["an unknown currency", { currency: "XXX" }, "currency"],
    ["an empty note", { note: "   " }, "note"],
    ["no working days", { days: 0 }, "days"],
    ["half a day", { days: 1.5 }, "days"],
  ])("refuses %s", (_, change, field) => {
    const result = repairEstimateSchema.safeParse({ ...good, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
  });

  it("is shown in its currency's own way", () => {
    expect(formatMoney(12_000, "USD")).toBe("$120.00");
    expect(formatMoney(4_500, "EUR")).toBe("€45.00");
    expect(formatMoney(12_000, "JPY")).toBe("¥12,000");
  });
});

describe("repair numbers", () => {
  it("are read in any case, with or without the dash", () => {
    expect(repairNumberSchema.parse("rp-7k3m9q2p")).toBe("RP-7K3M9Q2P");
    expect(repairNumberSchema.parse("7K3M9Q2P")).toBe("RP-7K3M9Q2P");
    expect(repairNumberSchema.safeParse("RA-7K3M9Q2P").success).toBe(false);
    expect(repairNumberSchema.safeParse("RP-0000000O").success).toBe(false);
  });
});
