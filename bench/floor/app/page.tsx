import { FloorPage } from "./floor-page";

/** Built once by `next build` and served as built, as the portal's /login is. */
export default function StaticPage() {
  return <FloorPage rendered="built ahead" />;
}
