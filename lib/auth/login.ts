import "server-only";
import { z } from "zod";
import { hashPassword, isPasswordHash, safeEqual, verifyDecoy, verifyPassword } from "@/lib/auth/password";
import { addressKey } from "@/lib/platform/request/client-ip";
import { loginSucceeded, loginUnchecked, startLoginAttempt } from "@/lib/auth/login-limiter";
import { LOGIN_ERROR } from "@/lib/auth/messages";
import { formatInBrazil } from "@/lib/shared/br";
import { submittedDocumentInvalid } from "@/lib/shared/br/document";
import { config } from "@/lib/platform/config";
import { log, maskDocument } from "@/lib/platform/log";
import { sgp, type Customer } from "@/lib/vendors/sgp";
import { UpstreamFeatureMissingError, UpstreamNotFoundError } from "@/lib/platform/upstream/errors";
import { cpfCnpjSchema } from "@/lib/shared/br/document-schema";
import type { SessionCustomer } from "@/lib/auth/session-customer";
import { findStoredCustomer, saveCustomerProfile, storedCustomerId } from "@/lib/auth/store";

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
 * `ip` is null when the client's address is unknown (lib/platform/request/client-ip.ts): refused, never
 * counted under a stand-in.
 */
export async function authenticate(input: { documento?: string; senha?: string; ip: string | null }): Promise<SessionCustomer> {
  // A document that cannot be anyone's is named as the screen names it, never 'Credenciais invalidas'.
  const invalidDocument = typeof input.documento === "string" ? submittedDocumentInvalid(input.documento) : null;
  if (invalidDocument) throw new LoginError(invalidDocument === "cpf" ? LOGIN_ERROR.invalidCpf : LOGIN_ERROR.invalidCnpj);
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) throw new LoginError(LOGIN_ERROR.invalidCredentials);
  // Normalised by the schema: digits, and an alphanumeric CNPJ's letters, which tell it from another
  // CNPJ with the same digits (limits, stored password, session and SGP lookup all use this value).
  const document = parsed.data.documento;
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

async function verifyCredentials(document: string, senha: string): Promise<SessionCustomer | null> {
  const stored = await findStoredCustomer(document);
  const legacy = config().LOGIN_RULES === "legacy";
  // The SGP is asked whether or not the document is a customer's, so the time of the answer tells nothing.
  const [client, central] = await Promise.all([findCustomer(document), centralPasswordAccepted({ document, senha, stored, legacy })]);
  const matched = await passwordMatches({ document, senha, client, stored, legacy, central });
  if (!matched || !client) return null;

  const profile = toSessionCustomer(document, client);
  // What matched is kept only as a hash: the SGP's password (secure), or a plaintext one the old portal
  // stored, replaced now. Legacy mode's document digits and unknown customers are not passwords to keep.
  const kept = isPasswordHash(stored?.senhaCentral) || (legacy && !stored?.senhaCentral);
  const newHash = kept ? null : await hashPassword(senha);
  if (!legacy || stored) await saveCustomerProfile(document, profile, newHash);
  const id = await storedCustomerId(document);
  return { ...profile, id: id === undefined ? document : String(id) };
}

/** The SGP's customer, or null when it does not know the document; asked afresh on every attempt (the timing). */
export async function findCustomer(document: string): Promise<Customer | null> {
  try {
    return await sgp().findCustomer(document, { fresh: true });
  } catch (error) {
    if (error instanceof UpstreamNotFoundError) return null;
    throw error;
  }
}

type StoredCredential = { senhaCentral: string | null } | undefined;

/**
 * The first login's check in secure mode, when the portal keeps no password of its own: whether
 * `senha` is the subscriber's central password, asked of the SGP's central API
 * (`POST /api/central/contratos`, docs/SGP-ENDPOINTS.md §8). On an SGP without that module, the
 * contracts' `contratoCentralSenha` from `consultacliente` (docs/UPSTREAMS.md §1.2), compared as
 * digests. False, without asking, whenever the rule does not use it.
 */
export async function centralPasswordAccepted(input: {
  document: string;
  senha: string;
  stored: StoredCredential;
  legacy: boolean;
}): Promise<boolean> {
  if (input.legacy || input.stored?.senhaCentral) return false;
  try {
    return await sgp().checkCentralPassword(input.document, input.senha);
  } catch (error) {
    if (!(error instanceof UpstreamFeatureMissingError)) throw error;
    const passwords = await sgp().listCentralPasswords(input.document);
    // Every secret is compared, with no early exit: the time does not tell which one matched.
    return passwords.map((secret) => safeEqual(input.senha, secret)).includes(true);
  }
}

/**
 * The credential rule of LOGIN_RULES. A stored password wins: its hash, or the plaintext the old
 * portal left there. Otherwise the SGP's answer on the central password (`central`, secure), or
 * the old portal's rule (legacy): the document digits, and no check at all for a customer the
 * database does not know. Every refusal costs the same one scrypt, whatever the case (see
 * verifyDecoy); plain secrets are compared only through safeEqual's digests.
 */
export async function passwordMatches(input: {
  document: string;
  senha: string;
  client: Customer | null;
  stored: StoredCredential;
  legacy: boolean;
  /** What centralPasswordAccepted answered. */
  central: boolean;
}): Promise<boolean> {
  const { document, senha, client, stored, legacy, central } = input;
  const saved = stored?.senhaCentral || null;
  if (!client) return verifyDecoy(senha);
  if (isPasswordHash(saved)) return verifyPassword(senha, saved);
  if (legacy && !stored) return true;
  const secret = saved ?? (legacy ? document : null);
  const matched = secret === null ? central : safeEqual(senha, secret);
  await verifyDecoy(senha);
  return matched;
}

export function toSessionCustomer(document: string, client: Customer): Omit<SessionCustomer, "id"> {
  return {
    document,
    name: client.name,
    email: client.contacts.emails[0] ?? "",
    phone: client.contacts.mobiles[0] ?? client.contacts.phones[0] ?? "",
  };
}
