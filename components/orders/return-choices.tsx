"use client";

import "@/app/returns.css";
import { useState } from "react";
import {
  REASON_LABELS,
  RETURN_REASONS,
  type ReturnReason,
  type ReturnResolution,
} from "@/lib/orders/return-rules";
import type { ReturnOption } from "@/lib/orders/returns";

/**
 * What a return asks (issue 38), on the client's order page and at the kiosk's counter alike:
 * which pieces (how many, and for an exchange which size or colour instead), why, refund or
 * exchange, and a note. Each place keeps its own words, its own checks and its own request.
 */

type Choice = { quantity: number; exchange: string };

export function useReturnChoices() {
  const [chosen, setChosen] = useState<Record<string, Choice>>({});
  const [reason, setReason] = useState<ReturnReason | "">("");
  const [resolution, setResolution] = useState<ReturnResolution>("refund");
  const [note, setNote] = useState("");
  return {
    chosen,
    setChosen,
    reason,
    setReason,
    resolution,
    setResolution,
    note,
    setNote,
    /** Nothing chosen yet. */
    empty: Object.keys(chosen).length === 0,
    /** The request's reason-independent part: its lines, its note and its resolution. */
    request: () => ({
      resolution,
      ...(note.trim() ? { note: note.trim() } : {}),
      lines: Object.entries(chosen).map(([orderItemId, choice]) => ({
        order_item_id: orderItemId,
        quantity: choice.quantity,
        ...(resolution === "exchange" && choice.exchange
          ? { exchange_product_id: choice.exchange }
          : {}),
      })),
    }),
  };
}

export type ReturnChoicesState = ReturnType<typeof useReturnChoices>;

/** The words of one place: the client's own ("Which pieces?") or the associate's. */
export type ReturnChoicesWords = {
  pieces: string;
  exchangeFor: string;
  reason: string;
  resolution: string;
  refund: string;
  exchange: string;
  note: string;
};

export function ReturnChoices({
  id,
  options,
  state,
  words,
  askQuantity = false,
}: {
  id: string;
  options: ReturnOption[];
  state: ReturnChoicesState;
  words: ReturnChoicesWords;
  /** Whether a line with more than one piece left asks how many come back. */
  askQuantity?: boolean;
}) {
  const { chosen, setChosen, reason, setReason, resolution, setResolution, note, setNote } = state;
  return (
    <>
      <fieldset className="field">
        <legend>{words.pieces}</legend>
        {options.map((option) => {
          const choice = chosen[option.order_item_id];
          return (
            <div key={option.order_item_id} className="order-returns__line">
              <label>
                <input
                  type="checkbox"
                  checked={Boolean(choice)}
                  onChange={(event) =>
                    setChosen((now) => {
                      const next = { ...now };
                      if (event.target.checked)
                        next[option.order_item_id] = { quantity: 1, exchange: "" };
                      else delete next[option.order_item_id];
                      return next;
                    })
                  }
                />{" "}
                {option.label}
              </label>
              {choice && askQuantity && option.returnable > 1 && (
                <div className="field">
                  <label htmlFor={`${id}-${option.order_item_id}-qty`}>How many</label>
                  <select
                    id={`${id}-${option.order_item_id}-qty`}
                    value={choice.quantity}
                    onChange={(event) =>
                      setChosen((now) => ({
                        ...now,
                        [option.order_item_id]: {
                          ...choice,
                          quantity: Number(event.target.value),
                        },
                      }))
                    }
                  >
                    {Array.from({ length: option.returnable }, (_, index) => index + 1).map(
                      (count) => (
                        <option key={count} value={count}>
                          {count}
                        </option>
                      ),
                    )}
                  </select>
                </div>
              )}
              {choice && resolution === "exchange" && (
                <div className="field">
                  <label htmlFor={`${id}-${option.order_item_id}`}>{words.exchangeFor}</label>
                  <select
                    id={`${id}-${option.order_item_id}`}
                    value={choice.exchange}
                    onChange={(event) =>
                      setChosen((now) => ({
                        ...now,
                        [option.order_item_id]: { ...choice, exchange: event.target.value },
                      }))
                    }
                  >
                    <option value="">
                      {option.exchanges.length ? "Choose a size or colour" : "None in stock"}
                    </option>
                    {option.exchanges.map((piece) => (
                      <option key={piece.product_id} value={piece.product_id}>
                        {piece.label}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </div>
          );
        })}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{words.reason}</label>
        <select
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value as ReturnReason)}
          required
        >
          <option value="">Choose a reason</option>
          {RETURN_REASONS.map((value) => (
            <option key={value} value={value}>
              {REASON_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field">
        <legend>{words.resolution}</legend>
        <label>
          <input
            type="radio"
            name={`${id}-resolution`}
            checked={resolution === "refund"}
            onChange={() => setResolution("refund")}
          />{" "}
          {words.refund}
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-resolution`}
            checked={resolution === "exchange"}
            onChange={() => setResolution("exchange")}
          />{" "}
          {words.exchange}
        </label>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-note`}>{words.note}</label>
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={1000}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
    </>
  );
}
