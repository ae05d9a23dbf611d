import { NextResponse } from "next/server";
import type { FieldErrors } from "./errors";

export type Envelope<T> = { status: "success"; content: T };

export function success<T>(content: T, init?: ResponseInit): NextResponse<Envelope<T>> {
  return NextResponse.json({ status: "success", content }, init);
}

export function failure(
  status: number,
  message: string,
  errors?: FieldErrors,
  headers?: Record<string, string>,
): NextResponse {
  return NextResponse.json(
    { status: "error", message, ...(errors ? { errors } : {}) },
    { status, headers: { "Cache-Control": "no-store", ...headers } },
  );
}
