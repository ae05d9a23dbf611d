// /jobs/lead-developer (spec section 2): the open role.
import type { Metadata } from "next";
import { ContentRoute, contentRouteMetadata } from "@/components/content/content-route";

const SLUG = "jobs/lead-developer";

export const generateMetadata = (): Promise<Metadata> => contentRouteMetadata(SLUG);

export default async function LeadDeveloperPage({
  params,
}: {
  params: Promise<{ store: string }>;
}) {
  const { store } = await params;
  return <ContentRoute store={store} slug={SLUG} />;
}
