"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/content/form-field";
import { useSentForm } from "@/components/content/use-sent-form";
import { saveDesign } from "@/lib/configured-products/client";
import { api, call } from "@/lib/http/api-client";
import { HttpError } from "@/lib/http/client";
import { SHARE_LIMITS, shareFormSchema, type ShareFormValues } from "@/lib/share/schema";
import { FormSubmit } from "@/components/content/form-submit";
import { shareTitle } from "@/lib/share/title";

type Props = {
  productLabel: string;
  productName: string;
  /** The current design in the configurator's URL format (`encodeState`). */
  encoded: string;
  productId: string;
  /** Loaded by a click on the configurator's placeholder button: open straight away. */
  openAtOnce?: boolean;
};

type CopyState = "idle" | "copied" | "selected";

/**
 * "Share this design": a modal with the configurator link to copy and a form to e-mail a friend.
 * A native <dialog> opened with showModal gives the focus trap, the inert page behind and Escape
 * for free; focus goes to the first action on open and back to the opening button on close.
 */
export function ShareDialog({ productLabel, productName, encoded, productId, openAtOnce }: Props) {
  const id = useId();
  const headingId = `${id}-heading`;
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const firstAction = useRef<HTMLButtonElement>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  // Saved ids by design, kept while the configurator is open: sending the same design to a
  // second friend (or retrying) reuses the record instead of saving a duplicate.
  const savedIds = useRef(new Map<string, string>());
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>("idle");
  const [link, setLink] = useState("");

  useEffect(() => {
    if (!open) return;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    firstAction.current?.focus();
  }, [open]);

  const show = () => {
    // Read from location only on click: the server render has no origin to offer.
    setLink(
      `${window.location.origin}/bags/${encodeURIComponent(productName)}?d=${encodeURIComponent(encoded)}`,
    );
    setCopy("idle");
    setOpen(true);
  };

  const openedAtOnce = useRef(false);
  useEffect(() => {
    if (!openAtOnce || openedAtOnce.current) return;
    openedAtOnce.current = true;
    show();
  });

  // Runs for the close button and for Escape (the browser closes the dialog and fires "close").
  const onClose = () => {
    setOpen(false);
    opener.current?.focus();
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy("copied");
    } catch {
      // No clipboard (insecure origin, permission denied): select the link for the shopper.
      linkInput.current?.focus();
      linkInput.current?.select();
      setCopy("selected");
    }
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="button"
        onClick={show}
        aria-haspopup="dialog"
        data-testid="share-open"
      >
        Share this design
      </button>
      <dialog
        ref={dialog}
        className="share-dialog"
        aria-labelledby={headingId}
        onClose={onClose}
        data-testid="share-dialog"
      >
        {open && (
          <div className="share-dialog__body">
            <div className="share-dialog__header">
              <h2 id={headingId}>{shareTitle(productLabel)}</h2>
              <button
                type="button"
                className="button share-dialog__close"
                onClick={() => dialog.current?.close()}
              >
                Close
              </button>
            </div>
            <section className="content-form" aria-labelledby={`${id}-link-title`}>
              <h3 id={`${id}-link-title`}>Link to this design</h3>
              <label htmlFor={`${id}-link`}>Link</label>
              <input
                ref={linkInput}
                id={`${id}-link`}
                type="text"
                readOnly
                value={link}
                onFocus={(event) => event.currentTarget.select()}
              />
              <button ref={firstAction} type="button" className="button" onClick={copyLink}>
                Copy link
              </button>
              <p role="status" aria-live="polite">
                {copy === "copied" && "Link copied"}
                {copy === "selected" &&
                  "The link is selected: press Ctrl+C (⌘C on a Mac) to copy it."}
              </p>
            </section>
            <ShareByMail productId={productId} encoded={encoded} savedIds={savedIds} />
          </div>
        )}
      </dialog>
    </>
  );
}

const EMPTY: ShareFormValues = { sender_name: "", recipient_email: "", message: "" };
const FIELDS = Object.keys(EMPTY) as (keyof ShareFormValues)[];

type MailProps = {
  productId: string;
  encoded: string;
  savedIds: RefObject<Map<string, string>>;
};

/** "E-mail a friend": saves the design (once per design), then asks the server to send the mail. */
function ShareByMail({ productId, encoded, savedIds }: MailProps) {
  const form = useForm({ resolver: zodResolver(shareFormSchema), defaultValues: EMPTY });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;
  const { id, titleId, sent, failure, onSubmit } = useSentForm(form, {
    fields: FIELDS,
    send: async (values) => {
      const saved = savedIds.current;
      let designId = saved.get(encoded);
      if (!designId) {
        designId = (await saveDesign(productId, encoded)).id;
        saved.set(encoded, designId);
      }
      const body = { configured_product_id: designId, ...values };
      await call(() => api.POST("/api/external/public/share/customized-bag", { body }));
      return values.recipient_email;
    },
    // The sender stays the same for the next friend; the address and note do not.
    afterSent: (values) => form.reset({ ...EMPTY, sender_name: values.sender_name }),
    onFailure: (error) => {
      // The saved design is gone (deleted in another tab): save it afresh on the next try.
      if (error instanceof HttpError && error.status === 404) savedIds.current.delete(encoded);
    },
  });

  return (
    <section className="content-form" aria-labelledby={titleId}>
      <h3 id={titleId}>E-mail a friend</h3>
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} data-testid="share-form">
        <FormField id={`${id}-name`} label="Your name" error={errors.sender_name?.message}>
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              autoComplete="name"
              maxLength={SHARE_LIMITS.senderName}
              {...register("sender_name")}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-email`}
          label="Friend's e-mail"
          hint="We send one e-mail and do not keep the address."
          error={errors.recipient_email?.message}
        >
          {(a11y) => (
            <input {...a11y} type="email" autoComplete="off" {...register("recipient_email")} />
          )}
        </FormField>
        <FormField id={`${id}-message`} label="Message" optional error={errors.message?.message}>
          {(a11y) => (
            <textarea
              {...a11y}
              rows={3}
              maxLength={SHARE_LIMITS.message}
              {...register("message")}
            />
          )}
        </FormField>
        <FormSubmit label="Send" busyLabel="Sending…" busy={isSubmitting} failure={failure} />
      </form>
      <div role="status" aria-live="polite">
        {sent && (
          <p className="content-form__success">Sent — we e-mailed {sent} a link to this design.</p>
        )}
      </div>
    </section>
  );
}
