import type { Route } from "../http";
import { api, bothSlashForms, post, refuse, str, type Fields, type SgpSandboxContext } from "./api";
import { centralContractView, customerView, documentOf, findCustomer, flatContractView, paginate } from "./views";

/**
 * The customer lookups (docs/UPSTREAMS.md §1.1, §1.2) and the central API's check of a
 * subscriber's own password (`/api/central/contratos`, docs/SGP-ENDPOINTS.md §8).
 */
export function customerRoutes(ctx: SgpSandboxContext): Route[] {
  const clientes = post(ctx, "/api/ura/clientes/", (f) => {
    const data = ctx.data();
    const matches = data.customers.filter(
      (c) =>
        (!f.cpfcnpj || documentOf(c.cpfcnpj) === documentOf(f.cpfcnpj)) &&
        (!f.contrato || c.contratos.some((k) => String(k.id) === str(f.contrato))),
    );
    const { page, paginacao } = paginate(matches, f.offset, f.limit, 100);
    const withConnection = ["1", "true"].includes(str(f.exibir_conexao));
    const clientes = page.map((c) => {
      const view: Fields = customerView(c, data, ctx.now(), withConnection);
      for (const field of ctx.omitFields.get(documentOf(c.cpfcnpj)) ?? []) delete view[field];
      return view;
    });
    return { json: { clientes, paginacao } };
  });

  const consultacliente = post(ctx, "/api/ura/consultacliente/", (f) => {
    const data = ctx.data();
    if (!f.cpfcnpj && !f.contrato) return refuse("Informe o CPF/CNPJ ou o contrato");
    const contratos = data.customers.flatMap((c) =>
      c.contratos
        .filter(() => !f.cpfcnpj || documentOf(c.cpfcnpj) === documentOf(f.cpfcnpj))
        .filter((k) => !f.contrato || String(k.id) === str(f.contrato))
        .map((k) => flatContractView(c, k, data)),
    );
    return { json: { msg: contratos.length ? "Contrato(s) Localizado(s)" : "Contrato(s) não localizado(s)", contratos } };
  });

  // The subscriber's own credentials: the document and the contracts' central password.
  const contratos: Route = {
    method: "POST",
    pattern: "/api/central/contratos",
    handler: api(
      ctx,
      (f) => {
        const customer = findCustomer(ctx.data(), str(f.cpfcnpj));
        const senha = str(f.senha);
        const auth = !!customer && senha !== "" && customer.contratos.some((k) => k.contratoCentralSenha === senha);
        if (!customer || !auth) return { json: { auth: false, contratos: [], message: "CPF/CNPJ ou senha inválidos" } };
        return { json: { auth: true, contratos: customer.contratos.map((k) => centralContractView(customer, k)) } };
      },
      "subscriber",
    ),
  };

  return [clientes, consultacliente, ...bothSlashForms(contratos)];
}
