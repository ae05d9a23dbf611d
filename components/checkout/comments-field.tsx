"use client";

import "@/app/checkout.css";
import { useId, useState } from "react";
import { trackSave } from "./pending-saves";
import { submitFailure } from "@/components/content/form-errors";
import { api, call } from "@/lib/http/api-client";

/** Order comments (stores with the comments section): saved when the field is left. */
export function CommentsField({ cartId, initial }: { cartId: string; initial: string }) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [status, setStatus] = useState<string | null>(null);
  const save = () => trackSave(saveNow());
  const saveNow = async () => {
    if (value === saved) return;
    try {
      await call(() =>
        api.PUT("/api/external/orders/{id}", {
          params: { path: { id: cartId } },
          body: { comments: value },
        }),
      );
      setSaved(value);
      setStatus("Comments saved.");
    } catch (error) {
      setStatus(submitFailure(error).message);
    }
  };
  return (
    <div className="field checkout__comments">
      <label htmlFor={`${id}-comments`}>Comments for the atelier</label>
      <textarea
        id={`${id}-comments`}
        rows={3}
        maxLength={2000}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => void save()}
      />
      <p role="status" className="field__hint">
        {status}
      </p>
    </div>
  );
}
