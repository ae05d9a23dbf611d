import "server-only";
import type { NextRequest } from "next/server";
import { DEVICE_COOKIE, deviceFor } from "../customers/device";
import type { SignInClient } from "../customers/throttle";
import { clientIp } from "./client-ip";

/** Who is trying a password: the client address, and this browser's device id for the account. */
export async function signInClient(request: NextRequest, email: string): Promise<SignInClient> {
  return {
    ip: clientIp(request.headers),
    device: await deviceFor(request.cookies.get(DEVICE_COOKIE)?.value, email),
  };
}
