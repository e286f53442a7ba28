import { redirect, RedirectType } from "next/navigation";

/** Old SMS links carrying the document in the path: the lookup starts fresh. */
export default function CpfLink() {
  redirect("/verificar-fatura", RedirectType.replace);
}
