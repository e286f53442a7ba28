import type { SgpDataset } from "../../sandbox/sgp/dataset";

const SGP = "http://127.0.0.1:7001";

/**
 * What must never reach a public page or a log line: every demo customer's full name, document
 * (formatted and digits only), street, phones (formatted and digits only), e-mails and passwords
 * (the central password and the Wi-Fi ones), read from the running SGP sandbox.
 */
export async function demoPersonalData(): Promise<string[]> {
  const dataset = (await (await fetch(`${SGP}/__sandbox/sgp/state`)).json()) as SgpDataset;
  const values = new Set<string>();
  const add = (value: string | null | undefined) => {
    if (!value) return;
    values.add(value);
    if (/^[\d.()\s/-]+$/.test(value)) values.add(value.replace(/\D/g, ""));
    // An alphanumeric CNPJ, also as the portal keeps it (letters and digits).
    else if (/^[\dA-Z]{2}\.[\dA-Z]{3}\.[\dA-Z]{3}\/[\dA-Z]{4}-\d{2}$/.test(value)) values.add(value.replace(/[^\dA-Z]/g, ""));
  };
  for (const customer of dataset.customers) {
    add(customer.nome);
    add(customer.cpfcnpj);
    const { telefones, celulares, emails } = customer.contatos;
    [...telefones, ...celulares, ...emails].forEach(add);
    for (const place of [customer.endereco, ...customer.contratos.flatMap((c) => [c.endereco, ...c.servicos.map((s) => s.endereco)])]) {
      add(place.logradouro);
    }
    for (const contract of customer.contratos) {
      add(contract.contratoCentralSenha);
      for (const service of contract.servicos) [service.wifi_password, service.wifi_password_5].forEach(add);
    }
  }
  return [...values];
}

/** Undoes the escapes HTML, JSON and React's payloads may put on a value, so it is found as written. */
function readable(text: string): string {
  return text
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#x([0-9a-fA-F]+);/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, "&")
    .replace(/\\\//g, "/")
    .normalize("NFC");
}

/** The values of `personal` that `text` contains. */
export function personalDataIn(text: string, personal: string[]): string[] {
  const plain = readable(text);
  return personal.filter((value) => plain.includes(value));
}
