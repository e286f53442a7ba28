import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { hashPassword, isPasswordHash, safeEqual, verifyPassword } from "@/lib/auth/password";
import { addressKey } from "@/lib/auth/client-ip";
import { loginSucceeded, loginUnchecked, startLoginAttempt } from "@/lib/auth/login-limiter";
import { LOGIN_ERROR } from "@/lib/auth/messages";
import { formatInBrazil, onlyDigits } from "@/lib/br";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db/client";
import { clientes } from "@/lib/db/schema";
import { log, maskDocument } from "@/lib/log";
import { sgp, type Client } from "@/lib/sgp";
import { UpstreamNotFoundError } from "@/lib/upstream/errors";
import { cpfCnpjSchema } from "@/lib/validations/document";
import type { SessionCustomer } from "@/lib/auth/options";

const loginSchema = z.object({
  documento: cpfCnpjSchema,
  senha: z.string().min(1, "Informe sua senha").max(200),
});

/**
 * Thrown by `authenticate`; its message is the code the login screen maps to the spec's texts,
 * with the São Paulo time a block ends ('RATE_LIMITED:14:45'), so the browser needs no time-zone data.
 */
export class LoginError extends Error {
  constructor(
    readonly code: (typeof LOGIN_ERROR)[keyof typeof LOGIN_ERROR],
    readonly retryAt?: Date,
  ) {
    super(retryAt ? `${code}:${formatInBrazil(retryAt, "HH:mm")}` : code);
  }
}

/**
 * Checks a login attempt: input rules, the brute-force limits (lib/auth/login-limiter.ts, shared
 * through the database; the attempt is counted before its password is checked), then the
 * credential rule of LOGIN_RULES. Failures never reveal whether the document exists.
 * `ip` is null when the client's address is unknown (lib/auth/client-ip.ts): refused, never
 * counted under a stand-in.
 */
export async function authenticate(input: { documento?: string; senha?: string; ip: string | null }): Promise<SessionCustomer> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) throw new LoginError(LOGIN_ERROR.invalidCredentials);
  const document = onlyDigits(parsed.data.documento);
  const { senha } = parsed.data;
  if (!input.ip) throw new LoginError(LOGIN_ERROR.connection);

  const connectionFailure = (error: unknown) => {
    log.error({ err: error, documento: maskDocument(document), msg: "falha de conexão no login" });
    return new LoginError(LOGIN_ERROR.connection);
  };

  const started = await startLoginAttempt(document, addressKey(input.ip)).catch((error: unknown) => {
    throw connectionFailure(error);
  });
  if (!started.ok) throw new LoginError(LOGIN_ERROR.rateLimited, started.retryAt);
  const { attempt } = started;

  let customer: SessionCustomer | null;
  try {
    customer = await verifyCredentials(document, senha);
    if (customer) await loginSucceeded(attempt);
  } catch (error) {
    await loginUnchecked(attempt).catch(() => undefined);
    throw connectionFailure(error);
  }
  if (customer) return customer;
  log.info({ documento: maskDocument(document), msg: "login recusado" });
  const until = attempt.blockedAfterFailure;
  throw new LoginError(until ? LOGIN_ERROR.rateLimited : LOGIN_ERROR.invalidCredentials, until ?? undefined);
}

/** A hash of nothing anyone knows, checked against unknown documents (see verifyCredentials). */
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword(randomUUID()));

async function verifyCredentials(document: string, senha: string): Promise<SessionCustomer | null> {
  let client: Client;
  try {
    client = await sgp().findCustomer(document);
  } catch (error) {
    if (!(error instanceof UpstreamNotFoundError)) throw error;
    // As slow as a known customer's refusal, so the time of the answer does not tell who is a customer.
    await verifyPassword(senha, await decoyHash());
    return null;
  }
  const db = await getDb();
  const [stored] = await db.select().from(clientes).where(eq(clientes.cpf, document));
  const legacy = config().LOGIN_RULES === "legacy";
  const storedHash = stored && isPasswordHash(stored.senhaCentral) ? stored.senhaCentral : null;
  if (!(await passwordMatches({ document, senha, client, stored, legacy }))) return null;

  const profile = toSessionCustomer(document, client);
  // Secure mode keeps a hash of the password that worked; legacy mode never changes what is stored.
  const newHash = !legacy && !storedHash ? await hashPassword(senha) : null;
  if (!legacy || stored) await saveCustomer(document, profile, newHash);
  const [row] = await db.select({ id: clientes.id }).from(clientes).where(eq(clientes.cpf, document));
  return { ...profile, id: row ? String(row.id) : document };
}

/**
 * The credential rule of LOGIN_RULES: a stored hash wins; otherwise the contract's central
 * password (secure) or the old portal's rule (legacy).
 */
export async function passwordMatches(input: {
  document: string;
  senha: string;
  client: Client;
  stored: { senhaCentral: string | null } | undefined;
  legacy: boolean;
}): Promise<boolean> {
  const { document, senha, client, stored, legacy } = input;
  if (stored && isPasswordHash(stored.senhaCentral)) return verifyPassword(senha, stored.senhaCentral);
  // The old portal: the stored central password, else the document digits; a customer unknown here gets in.
  if (legacy) return !stored || safeEqual(senha, stored.senhaCentral || document);
  return client.contratos
    .map((c) => c.contratoCentralSenha)
    .filter((p): p is string => !!p)
    .map((p) => safeEqual(senha, p))
    .includes(true);
}

function toSessionCustomer(document: string, client: Client): Omit<SessionCustomer, "id"> {
  return {
    cpf: document,
    nome: client.nome,
    email: client.contatos.emails[0] ?? "",
    telefone: client.contatos.celulares[0] ?? client.contatos.telefones[0] ?? "",
  };
}

/** Keeps the stored client record current, with a new password hash when one is given. */
async function saveCustomer(document: string, profile: Omit<SessionCustomer, "id">, newHash: string | null) {
  const db = await getDb();
  const values = { nome: profile.nome, email: profile.email, telefone: profile.telefone, updatedAt: new Date() };
  await db
    .insert(clientes)
    .values({ cpf: document, ...values, senhaCentral: newHash })
    .onConflictDoUpdate({ target: clientes.cpf, set: newHash ? { ...values, senhaCentral: newHash } : values });
}
