import { HomePage } from "@/components/home/home-page";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";

export default async function Home({ params }: { params: StoreParams }) {
  return <HomePage store={await storeOf(params)} />;
}
