import { redirect, RedirectType } from "next/navigation";

/** Old SMS links: whatever cpf_cnpj they carry, the lookup starts fresh. */
export default function FaturaFacil() {
  redirect("/verificar-fatura", RedirectType.replace);
}
