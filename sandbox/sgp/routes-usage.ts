import type { Route } from "../http";
import { brazilDate } from "../../lib/vendors/sgp/dates";
import { api, refuse, str, type SgpSandboxContext } from "./api";
import { findContract } from "./views";

const GB = 1_000_000_000;

/** A number in [0, 1) from the seed, the same on every run. */
function unit(seed: number): number {
  const x = Math.sin(seed * 12.9898) * 43758.5453;
  return x - Math.floor(x);
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * `POST /api/central/extratouso/` with the subscriber's own `cpfcnpj` + `senha` (docs/SGP-ENDPOINTS.md
 * §1, §5): the month's `total` in bytes and one item per session (about every 4 days, from the
 * contract's start to today), figures fixed by contract and month so a run repeats its answers.
 */
export function usageRoutes(ctx: SgpSandboxContext): Route[] {
  const extrato: Route = {
    method: "POST",
    pattern: "/api/central/extratouso/",
    handler: api(
      ctx,
      (f) => {
        const found = findContract(ctx.data(), f.contrato);
        const digits = str(f.cpfcnpj).replace(/\D/g, "");
        if (!found || found.customer.cpfcnpj.replace(/\D/g, "") !== digits || found.contract.contratoCentralSenha !== str(f.senha)) {
          return refuse("CPF/CNPJ, senha ou contrato inválidos");
        }
        const year = Number(str(f.ano));
        const month = Number(str(f.mes));
        if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return refuse("Informe ano e mês válidos");
        const today = brazilDate(ctx.now());
        const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
        const list = [];
        for (let day = 1; day <= lastDay; day += 4) {
          const date = `${year}-${pad(month)}-${pad(day)}`;
          if (date > today || date < found.contract.dataCadastro) continue;
          const seed = found.contract.id * 1000 + month * 40 + day + year;
          const download = Math.round((8 + 30 * unit(seed)) * GB);
          const upload = Math.round(download * (0.08 + 0.1 * unit(seed + 1)));
          const end = Math.min(day + 3, lastDay);
          list.push({
            dataini: `${date} 00:00:00`,
            datafim: `${year}-${pad(month)}-${pad(end)} 23:59:59`,
            download,
            upload,
            total: download + upload,
          });
        }
        const total = list.reduce((sum, s) => sum + s.total, 0);
        return { json: { mes: `${pad(month)}/${year}`, total, plano: found.contract.servicos[0]?.plano.descricao ?? "", list } };
      },
      "subscriber",
    ),
  };
  return [extrato];
}
