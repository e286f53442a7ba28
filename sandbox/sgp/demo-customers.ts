import { normalizeDocument } from "../../lib/shared/br/document";

/**
 * The SGP sandbox's fixed demo customers (the README's table). Tests, demos and outside
 * checks rely on these exact documents and passwords; the password is the
 * contract's central password in the subscriber system (contratoCentralSenha).
 */
export const SGP_SANDBOX_DEFAULTS = {
  port: 7001,
  app: "demo",
  token: "demo-token",
  /** HTTP Basic credentials the sandbox also accepts, like an SGP operator user. */
  user: "demo-user",
  password: "demo-password",
} as const;

export type DemoCustomer = {
  document: string;
  /** The document as the portal keeps it: digits, and an alphanumeric CNPJ's letters. */
  digits: string;
  name: string;
  password: string;
};

function customer(document: string, name: string, password: string): DemoCustomer {
  return { document, digits: normalizeDocument(document), name, password };
}

export const DEMO_CUSTOMERS = {
  /** One active contract, internet status 1 with login, fixed IP and both Wi-Fi bands; one open invoice due in 10 days; 4 paid. */
  maria: customer("529.982.247-25", "Maria Silva Santos", "maria123"),
  /** Contract suspenso, internet status 4; two open invoices, one 15 days overdue; no trust release yet. */
  joao: customer("111.444.777-35", "João Pereira Lima", "joao123"),
  /** Company: one ativo contract (internet and tv, status 1), one suspenso (internet status 4); one open invoice. */
  empresa: customer("11.222.333/0001-81", "Exemplo Telecom Comércio Ltda", "empresa123"),
  /** One cancelado contract only; one open overdue invoice. */
  ana: customer("390.533.447-05", "Ana Costa Ribeiro", "ana123"),
  /** Active contract, no open invoice, 3 paid invoices, three service orders (aberta, em andamento, finalizada). */
  carlos: customer("123.456.789-09", "Carlos Souza", "carlos123"),
  /** Extra: active contract, one open invoice. Browser tests lock this one out to prove the login limiter. */
  paula: customer("248.438.034-80", "Paula Mendes Araújo", "paula123"),
  /** Extra: active contract billed by carnê, 24 open monthly invoices (the first due in 5 days), 2 paid: the invoice pages. */
  rafael: customer("714.602.380-01", "Rafael Gomes Teixeira", "rafael123"),
  /** Company with an alphanumeric CNPJ (Receita Federal's example): one ativo contract, no invoice. */
  alfa: customer("12.ABC.345/01DE-35", "Alfa Numérica Serviços Ltda", "alfa12345"),
} as const;

/** A valid alphanumeric CNPJ unknown to the subscriber system, with the same digits as Alfa's (12ABC34501DE35). */
export const ALFA_TWIN_DOCUMENT = "12.ABN.345/01DE-35";

/** A valid CPF unknown to the subscriber system. */
export const UNKNOWN_DOCUMENT = "987.654.321-00";

/** Contract numbers of the demo dataset, for tests that act on one contract. */
export const DEMO_CONTRACTS = {
  maria: 20101,
  joao: 20201,
  empresaAtivo: 20301,
  empresaSuspenso: 20302,
  ana: 20401,
  carlos: 20501,
  paula: 20601,
  rafael: 20701,
  alfa: 20801,
} as const;
