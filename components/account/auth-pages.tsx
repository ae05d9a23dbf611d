import Link from "next/link";
import { redirect } from "next/navigation";
import type { ReactElement } from "react";
import { currentAccount } from "@/lib/customers/page-session";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { safeReturnPath } from "@/lib/shell/auth-redirect";
import { AuthCard } from "./auth-card";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";

type AuthSearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `next` when it is a same-site path (never an open redirect), else null. */
function nextOf(query: Record<string, string | string[] | undefined>): string | null {
  const raw = first(query.next);
  if (raw === undefined) return null;
  const path = safeReturnPath(raw);
  return path === "/" && raw !== "/" ? null : path;
}

/** A customer who is already signed in has nothing to do here. */
async function leaveIfSignedIn(next: string | null) {
  if (await currentAccount()) redirect(next ?? "/my-account");
}

/** `/login` and `/my-account/login` (spec 2: the same page). */
export async function LoginPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const query = await searchParams;
  const next = nextOf(query);
  await leaveIfSignedIn(next);
  return (
    <AuthCard
      title="Sign in"
      intro={<p>Sign in to see your orders, keep a wishlist and check out faster.</p>}
    >
      <LoginForm next={next} reset={first(query.reset) === "1"} />
    </AuthCard>
  );
}

export async function SignupPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const next = nextOf(await searchParams);
  await leaveIfSignedIn(next);
  return (
    <AuthCard
      title="Create account"
      intro={<p>An account keeps your wishlist and orders together. Guests can still check out.</p>}
    >
      <SignupForm next={next} />
    </AuthCard>
  );
}

export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      intro={<p>Enter the e-mail of your account and we will send a link to choose a new one.</p>}
      footer={
        <p>
          No account yet? <Link href="/signup">Create account</Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}

type AuthPageBody = (props: { searchParams: AuthSearchParams }) => Promise<ReactElement>;

/**
 * The route of a sign-in page (app/s/[store]/login, signup): checks the store in the path, then
 * renders `Body` with the query (where to go afterwards, a pending wishlist action).
 */
export function authRoute(Body: AuthPageBody) {
  return async function Page({
    params,
    searchParams,
  }: {
    params: StoreParams;
    searchParams: AuthSearchParams;
  }) {
    await storeOf(params);
    return <Body searchParams={searchParams} />;
  };
}
