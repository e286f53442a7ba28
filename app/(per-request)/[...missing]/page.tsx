import { notFound } from "next/navigation";

/*
 * Any address no route answers. With two root layouts there is no app-wide not-found page,
 * so unknown addresses land here and get the branded one of (per-request)/not-found.tsx.
 */
export default function MissingPage() {
  notFound();
}
