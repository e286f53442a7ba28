import type { Route } from "../http";
import { get, post, str, type Fields, type SgpSandboxContext } from "./api";
import type { SgpService } from "./records";
import { findContract } from "./views";

/** The SGP's answer for a contract without a CPE manager (docs/SGP-ENDPOINTS.md §6, every contract on the vendor demo). */
export const NO_CPE_MANAGER_MSG = "O Serviço de internet não possui Gerenciador de CPE configurado.";

/**
 * The router: `cpemanage` GET (query `contrato` or `clientecontrato`, `servico`) and POST (only the
 * fields sent change; a POST changes what the next GET returns), and the FTTx ONU reset
 * (docs/SGP-ENDPOINTS.md §3, §6).
 */
export function cpeRoutes(ctx: SgpSandboxContext): Route[] {
  const serviceOf = (f: Fields): SgpService | null | undefined => {
    const found = findContract(ctx.data(), f.contrato ?? f.clientecontrato);
    if (!found) return undefined;
    const internet = found.contract.servicos.filter((s) => s.tipo === "Internet");
    return (f.servico ? internet.find((s) => String(s.id) === str(f.servico)) : internet[0]) ?? null;
  };

  const read = get(ctx, "/api/ura/cpemanage/", (f) => {
    const service = serviceOf(f);
    if (service === undefined) return { json: { success: false, msg: "Contrato não encontrado." } };
    if (!service?.cpe) return { json: { success: false, msg: NO_CPE_MANAGER_MSG } };
    return { json: { success: true, msg: "", info: service.cpe } };
  });

  const write = post(ctx, "/api/ura/cpemanage/", (f) => {
    const service = serviceOf(f);
    if (service === undefined) return { json: { success: false, msg: "Contrato não encontrado." } };
    const cpe = service?.cpe;
    if (!cpe) return { json: { success: false, msg: NO_CPE_MANAGER_MSG } };
    for (const key of ["nova_senha", "nova_senha_5g"]) {
      const value = f[key];
      if (value !== undefined && (str(value).length < 8 || str(value).length > 63)) {
        return { json: { success: false, msg: "A senha do Wi-Fi deve ter de 8 a 63 caracteres." } };
      }
    }
    const status5 = f.wifi_status_5g ?? f.wifi_status_5;
    if (f.novo_ssid !== undefined) cpe.wifi_ssid = str(f.novo_ssid);
    if (f.nova_senha !== undefined) cpe.wifi_password = str(f.nova_senha);
    if (f.wifi_status !== undefined) cpe.wifi_enabled = str(f.wifi_status) === "on";
    if (f.novo_ssid_5g !== undefined) cpe.wifi_ssid_5ghz = str(f.novo_ssid_5g);
    if (f.nova_senha_5g !== undefined) cpe.wifi_password_5ghz = str(f.nova_senha_5g);
    if (status5 !== undefined) cpe.wifi_enabled_5ghz = str(status5) === "on";
    // consultacliente's Wi-Fi fields follow the device, as a TR-069 feed keeps them.
    Object.assign(service, {
      wifi_ssid: cpe.wifi_ssid,
      wifi_password: cpe.wifi_password,
      wifi_ssid_5: cpe.wifi_ssid_5ghz,
      wifi_password_5: cpe.wifi_password_5ghz,
    });
    return { json: { success: true, msg: "Solicitação enviada ao equipamento. As alterações podem levar alguns minutos." } };
  });

  const reset = get(ctx, "/api/fttx/onu/:id/reset/", (_, req) => {
    const onu = ctx
      .data()
      .customers.flatMap((c) => c.contratos.flatMap((k) => k.servicos))
      .map((s) => s.onu)
      .find((o) => o && String(o.id) === req.params.id);
    if (!onu) return { status: 404, json: { erro: "ONU não encontrada" } };
    onu.resets += 1;
    return { json: { status: 1, msg: "Comando de reinicialização enviado à ONU." } };
  });

  return [read, write, reset];
}
