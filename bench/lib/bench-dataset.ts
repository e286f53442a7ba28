import { DEMO_CUSTOMERS } from "../../sandbox/sgp/demo-customers";
import type { SgpCustomer, SgpDataset, SgpTitulo } from "../../sandbox/sgp/dataset";

/**
 * Bench-only customers added to the SGP sandbox's live dataset by bench/sandboxes.ts (never by the
 * sandbox or the portal): copies of Maria with their own valid CPF, contract and titles, so a load
 * run has many subscribers, and the growth runs have subscribers with 12, 120 or 600 titles.
 * Each one's password is its CPF's digits.
 */

/** A valid CPF (check digits computed) from a sequence number; never all digits the same. */
export function benchCpf(sequence: number): string {
  const base = String(900_000_000 + sequence)
    .padStart(9, "0")
    .slice(-9)
    .split("")
    .map(Number);
  const check = (digits: number[]) => {
    const sum = digits.reduce((total, d, i) => total + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = check(base);
  const second = check([...base, first]);
  return [...base, first, second].join("");
}

export const formatCpf = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");

function template(data: SgpDataset): { customer: SgpCustomer; titles: SgpTitulo[] } {
  const customer = data.customers.find((c) => c.cpfcnpj === DEMO_CUSTOMERS.maria.document);
  if (!customer) throw new Error("a cliente Maria não está no conjunto de dados do sandbox");
  return { customer, titles: data.titulos.filter((t) => t.clienteId === customer.id) };
}

/**
 * Adds one customer copied from Maria with `titles` titles (half open, the rest paid, due monthly
 * backwards from Maria's first title) or Maria's own titles when `titles` is undefined.
 */
export function addBenchCustomer(
  data: SgpDataset,
  sequence: number,
  titles?: number,
): { document: string; digits: string; password: string } {
  const { customer, titles: own } = template(data);
  const digits = benchCpf(sequence);
  const id = 500_000 + sequence;
  const contractId = 600_000 + sequence;
  data.customers.push({
    ...customer,
    id,
    nome: `Assinante Bench ${sequence}`,
    cpfcnpj: formatCpf(digits),
    contratos: customer.contratos.slice(0, 1).map((k) => ({ ...k, id: contractId, contratoCentralSenha: digits })),
  });
  const model = own[0]!;
  const count = titles ?? own.length;
  let nextTitle = 10_000_000 + sequence * 1000;
  for (let i = 0; i < count; i++) {
    const source = titles === undefined ? own[i]! : model;
    const open = titles === undefined ? source.status === "aberto" : i < Math.ceil(count / 2);
    const due = titles === undefined ? source.dataVencimento : shiftMonths(model.dataVencimento, -i);
    data.titulos.push({
      ...source,
      id: nextTitle,
      numeroDocumento: nextTitle++,
      clienteId: id,
      contrato: contractId,
      status: open ? "aberto" : "pago",
      dataVencimento: due,
      dataPagamento: open ? null : due,
      valorPago: open ? null : source.valorCorrigido,
    });
  }
  return { document: formatCpf(digits), digits, password: digits };
}

function shiftMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 + months, Math.min(d, 28)));
  return date.toISOString().slice(0, 10);
}
