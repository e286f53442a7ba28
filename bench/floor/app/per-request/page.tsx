import { connection } from "next/server";
import { FloorPage } from "../floor-page";

/** The same page rendered on every request, as every page of the signed-in portal is. */
export default async function PerRequestPage() {
  await connection();
  return <FloorPage rendered="rendered per request" />;
}
