import type { ComponentType } from "react";
import { AuthCard } from "./auth-card";
import { linkOf, type LinkParams } from "@/lib/customers/link-params";
import { storeOf } from "@/lib/retail/page-params";

type LinkBody = ComponentType<{ token: string; email: string }>;

/**
 * The page of a mailed link `/{kind}/{token}/{email}`: the store is checked, the link decoded,
 * and the body (a button or a form: opening the page changes nothing) shown in the auth card.
 */
export function linkPage(title: string, Body: LinkBody) {
  return async function Page({ params }: { params: LinkParams }) {
    await storeOf(params);
    const { token, email } = linkOf(await params);
    return (
      <AuthCard title={title}>
        <Body token={token} email={email} />
      </AuthCard>
    );
  };
}
