import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, readServerConfig } from "@/lib/platform/config/schema";
import type { ServerBuild } from "@/lib/platform/config/deployment";
import { parsePairs } from "@/lib/shared/pairs";
import { checkCertificate } from "@/lib/vendors/efi/certificate";
import { makeP12 } from "@/tests/support/p12";

describe("readServerConfig", () => {
  it("applies the defaults of the demo sandboxes", () => {
    const c = readServerConfig({ NODE_ENV: "test" });
    expect(c.SGP_URL).toBe("http://127.0.0.1:7001");
    expect(c.SGP_APP).toBe("demo");
    expect(c.EFI_CLIENT_ID).toBe("demo-client");
    expect(c.SGP_TIMEOUT_MS).toBe(8000);
    expect(c.LOGIN_RULES).toBe("secure");
    expect(c.dataDir).toMatch(/\.data$/);
  });

  it("names every bad variable in one message", () => {
    let error: unknown;
    try {
      readServerConfig({ NODE_ENV: "test", SGP_URL: "ftp://x", SGP_TIMEOUT_MS: "rápido", BRAND_HOSTS: "sem-igual" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain("SGP_URL");
    expect(message).toContain("SGP_TIMEOUT_MS");
    expect(message).toContain("BRAND_HOSTS");
  });

  it("refuses a brand that does not exist, in BRAND and in the port and host maps", () => {
    expect(readServerConfig({ NODE_ENV: "test", BRAND: "conectasul", BRAND_HOSTS: "minha.sul.net=conectasul" }).BRAND).toBe("conectasul");
    for (const env of [{ BRAND: "velozfibra2" }, { BRAND_PORTS: "8093=veloz" }, { BRAND_HOSTS: "central.x.com.br=outra" }]) {
      expect(() => readServerConfig({ NODE_ENV: "test", ...env })).toThrow(
        /marca desconhecida; marcas conhecidas: velozfibra, conectasul, enterprise/,
      );
    }
  });

  it("migrates on start unless MIGRATE_ON_START is 0 or false", () => {
    expect(readServerConfig({ NODE_ENV: "test" }).MIGRATE_ON_START).toBe(true);
    expect(readServerConfig({ NODE_ENV: "test", MIGRATE_ON_START: "" }).MIGRATE_ON_START).toBe(true);
    expect(readServerConfig({ NODE_ENV: "test", MIGRATE_ON_START: "0" }).MIGRATE_ON_START).toBe(false);
    expect(readServerConfig({ NODE_ENV: "test", MIGRATE_ON_START: "false" }).MIGRATE_ON_START).toBe(false);
    expect(() => readServerConfig({ NODE_ENV: "test", MIGRATE_ON_START: "não" })).toThrow(/MIGRATE_ON_START/);
  });

  it("takes DATABASE_MIGRATION_URL only beside DATABASE_URL", () => {
    const direct = "postgres://postgres@db.exemplo.supabase.co:5432/postgres";
    const env = {
      NODE_ENV: "test",
      DATABASE_URL: "postgres://p@pooler.exemplo.com:6543/postgres",
      DATABASE_MIGRATION_URL: direct,
    } as const;
    expect(readServerConfig(env).DATABASE_MIGRATION_URL).toBe(direct);
    expect(() => readServerConfig({ NODE_ENV: "test", DATABASE_MIGRATION_URL: direct })).toThrow(
      /DATABASE_MIGRATION_URL: só vale com DATABASE_URL/,
    );
  });

  it("treats empty strings as unset", () => {
    expect(readServerConfig({ NODE_ENV: "test", DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("reads the brand maps", () => {
    const c = readServerConfig({ NODE_ENV: "test", BRAND_HOSTS: "Central.Veloz.com.br=velozfibra, minha.sul.net=conectasul" });
    expect(c.BRAND_HOSTS).toEqual({ "central.veloz.com.br": "velozfibra", "minha.sul.net": "conectasul" });
    expect(parsePairs("a=1,,b = 2,ruim")).toEqual({ a: "1", b: "2" });
  });
  it("requires AUTH_SECRET in production unless it is the demo", () => {
    expect(() => readServerConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET: obrigatório em produção/);
    expect(() => readServerConfig({ NODE_ENV: "production", DEMO: "1" })).not.toThrow();
    expect(() => readServerConfig({ ...realProvider, AUTH_SECRET: "x".repeat(32) })).not.toThrow();
  });
});

/** The Efí certificate (a real PKCS#12, opened at start) and a stand-in for the database's CA. */
const files = fs.mkdtempSync(path.join(os.tmpdir(), "config-schema-"));
const certificate = makeP12(files);
const databaseCa = path.join(files, "supabase-ca.crt");
fs.writeFileSync(databaseCa, "ca");

/** A production environment pointing at a real provider; each case breaks one thing. */
const realProvider: NodeJS.ProcessEnv = {
  NODE_ENV: "production",
  AUTH_SECRET: "k".repeat(44),
  SGP_URL: "https://provedor.sgp.net.br",
  SGP_TOKEN: "token-real-do-provedor",
  EFI_PIX_URL: "https://pix.api.efipay.com.br",
  EFI_CHARGES_URL: "https://cobrancas.api.efipay.com.br/v1",
  EFI_CLIENT_ID: "Client_Id_real",
  EFI_CLIENT_SECRET: "Client_Secret_real",
  EFI_PIX_KEY: "financeiro@provedor.com.br",
  EFI_CERT_PATH: certificate,
  EFI_WEBHOOK_SECRET: "w".repeat(64),
  SGP_SETTLEMENT: "portal",
  NEXTAUTH_URL: "https://central.provedor.com.br",
  DATABASE_URL: `postgres://app:senha@db.provedor.supabase.co:5432/postgres?sslmode=verify-full&sslrootcert=${databaseCa}`,
  SMTP_URL: "smtps://portal:senha@smtp.provedor.com.br:465",
  MAIL_FROM: "nao-responda@provedor.com.br",
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
};

function configError(env: NodeJS.ProcessEnv, server?: ServerBuild): string {
  try {
    readServerConfig(env, server);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error("esperava ConfigError");
}

describe("production start safety", () => {
  it("opens the Efí certificate at start: a wrong passphrase or a file that is no PKCS#12 is refused", () => {
    const locked = makeP12(files, { passphrase: "senha-certa", name: "locked.p12" });
    expect(configError({ ...realProvider, EFI_CERT_PATH: locked, EFI_CERT_PASSPHRASE: "senha-errada" })).toMatch(
      /EFI_CERT_PASSPHRASE: certificado ilegível: senha errada \(EFI_CERT_PASSPHRASE\): .*mac verify failure/,
    );
    expect(() => readServerConfig({ ...realProvider, EFI_CERT_PATH: locked, EFI_CERT_PASSPHRASE: "senha-certa" })).not.toThrow();
    fs.writeFileSync(path.join(files, "texto.p12"), "p12");
    expect(configError({ ...realProvider, EFI_CERT_PATH: path.join(files, "texto.p12") })).toContain(
      "EFI_CERT_PATH: certificado ilegível: não é um PKCS#12",
    );
  });

  it("reports an expired certificate with its date", () => {
    const check = checkCertificate(certificate, undefined, new Date(Date.now() + 400 * 86_400_000));
    expect(check).toMatchObject({ ok: false, error: expect.stringMatching(/^certificado expirado em \d{4}-\d{2}-\d{2}/) });
    expect(checkCertificate(certificate, undefined)).toMatchObject({ ok: true, expiresAt: expect.any(Date) });
  });

  it("refuses production without a stable server actions key, or with one that is not an AES key", () => {
    const withoutKey = { ...realProvider, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: undefined };
    expect(configError(withoutKey)).toContain("NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: obrigatório em produção");
    expect(configError({ ...realProvider, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: "curta" })).toContain("esperada uma chave AES em base64");
    expect(() => readServerConfig({ ...withoutKey, NODE_ENV: "development" })).not.toThrow();
  });

  it("refuses a server whose own build carries no deployment id, whatever the variable says at start", () => {
    const released = { deploymentId: "2026-11-24" };
    expect(() => readServerConfig(realProvider, released)).not.toThrow();
    const unreleased = { deploymentId: undefined };
    expect(configError({ ...realProvider, NEXT_DEPLOYMENT_ID: "2026-11-24" }, unreleased)).toMatch(
      /\n {2}NEXT_DEPLOYMENT_ID: o build deste servidor foi feito sem ele; .*NEXT_DEPLOYMENT_ID=<versão>/,
    );
    // The demo and development run any build; the jobs and the migration command (no build given) are not asked.
    expect(() => readServerConfig({ NODE_ENV: "production", DEMO: "1" }, unreleased)).not.toThrow();
    expect(() => readServerConfig({ ...realProvider, NODE_ENV: "development" }, unreleased)).not.toThrow();
    expect(() => readServerConfig(realProvider)).not.toThrow();
    // Named along with the variables' problems, in one message.
    expect(configError({ ...realProvider, AUTH_SECRET: undefined }, unreleased)).toMatch(/AUTH_SECRET: .*\n {2}NEXT_DEPLOYMENT_ID: /s);
  });

  it("starts with a real provider's configuration", () => {
    expect(readServerConfig(realProvider).SGP_URL).toBe(realProvider.SGP_URL);
  });

  it("refuses every default of the demo at once, saying why and how to allow it", () => {
    const message = configError({ NODE_ENV: "production", AUTH_SECRET: "k".repeat(44) });
    for (const key of [
      "SGP_URL",
      "EFI_PIX_URL",
      "EFI_CHARGES_URL",
      "SGP_TOKEN",
      "EFI_CLIENT_ID",
      "EFI_CLIENT_SECRET",
      "EFI_PIX_KEY",
      "SMTP_URL",
      "MAIL_FROM",
    ]) {
      expect(message).toContain(`${key}:`);
    }
    expect(message).toContain("aponta para o sandbox local (http://127.0.0.1:7001)");
    expect(message).toContain('é o valor de demonstração ("demo-token")');
    expect(message).toContain("DEMO=1");
  });

  it.each([
    ["SGP_URL", "http://127.0.0.1:7001"],
    ["SGP_URL", "http://localhost:7002/"],
    ["EFI_PIX_URL", "http://127.0.0.1:7002"],
    ["EFI_CHARGES_URL", "http://[::1]:7002/v1"],
    ["SGP_TOKEN", "demo-token"],
    ["EFI_CLIENT_ID", "demo-client"],
    ["EFI_CLIENT_SECRET", "demo-secret"],
  ])("refuses %s=%s alone", (key, value) => {
    const message = configError({ ...realProvider, [key]: value });
    expect(message.split("\n").slice(1)).toEqual([expect.stringMatching(new RegExp(`^  ${key}: `))]);
  });

  it.each([
    ["missing", undefined, "obrigatório em produção"],
    ["short", "curto-demais", "precisa de pelo menos 32 caracteres"],
  ])("refuses a %s AUTH_SECRET", (_, secret, why) => {
    expect(configError({ ...realProvider, AUTH_SECRET: secret })).toContain(`AUTH_SECRET: ${why}`);
  });

  it.each([
    ["plain SMTP to another machine", "smtp://smtp.provedor.com.br:587", "SMTP_URL: precisa de TLS em produção"],
    [
      "STARTTLS switched off",
      "smtp://smtp.provedor.com.br:587?requireTLS=true&ignoreTLS=true",
      "SMTP_URL: em produção o TLS não pode ser enfraquecido (ignoreTLS)",
    ],
    ["an unverified certificate", "smtps://smtp.provedor.com.br:465?tls.rejectUnauthorized=false", "(tls.rejectUnauthorized)"],
    ["the mail sandbox", "smtp://127.0.0.1:7025", "SMTP_URL: aponta para o sandbox de e-mail local"],
    ["not SMTP", "https://smtp.provedor.com.br", "SMTP_URL: esperado smtp://… ou smtps://…"],
  ])("refuses e-mail without TLS in production: %s", (_, value, why) => {
    expect(configError({ ...realProvider, SMTP_URL: value })).toContain(why);
  });

  it.each(["smtps://smtp.provedor.com.br:465", "smtp://u:p@smtp.provedor.com.br:587?requireTLS=true", "smtp://127.0.0.1:25"])(
    "allows e-mail over TLS, or to a relay on this machine: %s",
    (value) => {
      expect(readServerConfig({ ...realProvider, SMTP_URL: value }).SMTP_URL).toBe(value);
    },
  );

  it("reads MAIL_FROM as one sender or one per brand, and refuses the demo's in production", () => {
    const map = readServerConfig({
      ...realProvider,
      MAIL_FROM: "velozfibra=nao-responda@velozfibra.com.br,default=central@provedor.com.br",
    }).MAIL_FROM;
    expect(map).toEqual({ velozfibra: "nao-responda@velozfibra.com.br", default: "central@provedor.com.br" });
    expect(configError({ ...realProvider, MAIL_FROM: "marca=x@y.com.br" })).toContain("MAIL_FROM: marca desconhecida");
    expect(configError({ ...realProvider, MAIL_FROM: "não é e-mail" })).toContain("MAIL_FROM: endereço de e-mail inválido");
    expect(configError({ ...realProvider, MAIL_FROM: undefined })).toContain("MAIL_FROM: é o remetente de demonstração");
  });

  it("SMS: a sender needs the token anywhere; production refuses the sandbox, plain HTTP and the demo token", () => {
    expect(configError({ NODE_ENV: "development", SMS_FROM: "velozfibra=Veloz" })).toContain("SMS_TOKEN: obrigatório com SMS_FROM");
    expect(readServerConfig({ ...realProvider, SMS_TOKEN: "t".repeat(20), SMS_FROM: "velozfibra=Veloz" }).SMS_URL).toBe(
      "https://api.zenvia.com",
    );
    const sandbox = configError({
      ...realProvider,
      SMS_URL: "http://127.0.0.1:7003",
      SMS_TOKEN: "demo-sms-token",
      SMS_FROM: "velozfibra=Veloz",
    });
    expect(sandbox).toContain("SMS_URL: aponta para o sandbox local");
    expect(sandbox).toContain('SMS_TOKEN: é o valor de demonstração ("demo-sms-token")');
    expect(
      configError({ ...realProvider, SMS_URL: "http://sms.provedor.com.br", SMS_TOKEN: "t".repeat(20), SMS_FROM: "default=Prov" }),
    ).toContain("SMS_URL: precisa ser https em produção");
    // Without SMS_FROM no brand sends SMS, and nothing about it is checked.
    expect(() => readServerConfig(realProvider)).not.toThrow();
  });

  it("allows the sandboxes and demo credentials with DEMO=1", () => {
    expect(() => readServerConfig({ NODE_ENV: "production", DEMO: "1" })).not.toThrow();
  });

  it("allows a local SGP on another port (a tunnel, a proxy) and the sandboxes outside production", () => {
    expect(() => readServerConfig({ ...realProvider, SGP_URL: "http://127.0.0.1:9001" })).not.toThrow();
    expect(() => readServerConfig({ NODE_ENV: "development" })).not.toThrow();
  });

  it.each<[string, NodeJS.ProcessEnv]>([
    ["a real provider", realProvider],
    ["the demo", { NODE_ENV: "production", DEMO: "1" }],
  ])("refuses LOGIN_RULES=legacy in production, even for %s", (_, env) => {
    expect(
      configError({ ...env, LOGIN_RULES: "legacy" })
        .split("\n")
        .slice(1),
    ).toEqual([expect.stringMatching(/^  LOGIN_RULES: "legacy" aceita qualquer senha/)]);
    expect(readServerConfig({ ...env, LOGIN_RULES: "secure" }).LOGIN_RULES).toBe("secure");
    expect(readServerConfig({ NODE_ENV: "development", LOGIN_RULES: "legacy" }).LOGIN_RULES).toBe("legacy");
  });

  it.each([
    ["SGP_URL", "http://provedor.sgp.net.br"],
    ["EFI_PIX_URL", "http://pix.api.efipay.com.br"],
    ["EFI_CHARGES_URL", "http://cobrancas.api.efipay.com.br/v1"],
    ["NEXTAUTH_URL", "http://central.provedor.com.br"],
    ["OTEL_EXPORTER_OTLP_ENDPOINT", "http://otel.vendor.example:4318"],
    ["OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "http://otel.vendor.example:4318/v1/traces"],
  ])("refuses plain HTTP in production: %s=%s", (key, value) => {
    expect(
      configError({ ...realProvider, [key]: value })
        .split("\n")
        .slice(1),
    ).toEqual([`  ${key}: precisa ser https em produção (${new URL(value).origin})`]);
  });

  it("allows plain HTTP to this machine only (a local tunnel), and anything outside production", () => {
    expect(() => readServerConfig({ ...realProvider, NEXTAUTH_URL: "http://localhost:3000" })).not.toThrow();
    expect(() => readServerConfig({ ...realProvider, NODE_ENV: "development", SGP_URL: "http://provedor.sgp.net.br" })).not.toThrow();
  });

  it.each([
    ["missing", undefined, "obrigatório com o gateway real"],
    ["unreadable", path.join(files, "nao-existe.p12"), "arquivo não encontrado ou sem permissão de leitura"],
    ["naming a folder", files, "arquivo não encontrado ou sem permissão de leitura"],
  ])("refuses EFI_CERT_PATH %s with the real gateway", (_, certPath, why) => {
    expect(
      configError({ ...realProvider, EFI_CERT_PATH: certPath })
        .split("\n")
        .slice(1),
    ).toEqual([expect.stringMatching(new RegExp(`^  EFI_CERT_PATH: ${why}`))]);
  });

  it("does not ask for the certificate while the gateway is the sandbox (that is refused already)", () => {
    const message = configError({ ...realProvider, EFI_CERT_PATH: undefined, EFI_PIX_URL: "http://127.0.0.1:7002" });
    expect(message.split("\n").slice(1)).toEqual([expect.stringMatching(/^  EFI_PIX_URL: aponta para o sandbox local/)]);
  });

  const remoteDb = "postgres://app:senha@db.provedor.supabase.co:5432/postgres";
  it.each([
    ["no sslmode", remoteDb, "sem sslmode"],
    ["sslmode=disable", `${remoteDb}?sslmode=disable`, "sslmode=disable"],
    ["sslmode=prefer", `${remoteDb}?sslmode=prefer`, "sslmode=prefer"],
  ])("refuses a remote database without TLS in production: %s", (_, url, state) => {
    const lines = configError({ ...realProvider, DATABASE_URL: url })
      .split("\n")
      .slice(1);
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^  DATABASE_URL: precisa de TLS que autentique o servidor em produção: .*sslmode=verify-full.*; está ${state}$`),
      ),
    ]);
    expect(lines[0]).not.toContain("senha");
  });

  it.each([
    ["sslmode=require (encrypts, authenticates nobody)", `${remoteDb}?sslmode=require`, "sslmode=require"],
    ["sslmode=require with a CA file", `${remoteDb}?sslmode=require&sslrootcert=${databaseCa}`, "sslmode=require"],
    ["verify-ca without a CA file", `${remoteDb}?sslmode=verify-ca`, "sslmode=verify-ca sem sslrootcert"],
  ])("refuses a remote database whose server is not authenticated in production: %s", (_, url, state) => {
    const lines = configError({ ...realProvider, DATABASE_URL: url })
      .split("\n")
      .slice(1);
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^  DATABASE_URL: precisa de TLS que autentique o servidor em produção: .*sslmode=verify-full.*; está ${state}$`),
      ),
    ]);
  });

  it("refuses a migration connection without an authenticated server too, naming it", () => {
    const lines = configError({ ...realProvider, DATABASE_MIGRATION_URL: `${remoteDb}?sslmode=require` })
      .split("\n")
      .slice(1);
    expect(lines).toEqual([expect.stringMatching(/^ {2}DATABASE_MIGRATION_URL: precisa de TLS que autentique o servidor em produção: /)]);
  });

  it("refuses a CA file for the database that cannot be read", () => {
    const url = `${remoteDb}?sslmode=verify-full&sslrootcert=${path.join(files, "nao-existe.crt")}`;
    expect(configError({ ...realProvider, DATABASE_URL: url })).toContain("DATABASE_URL: sslrootcert: arquivo não encontrado");
  });

  it.each([
    ["verify-full with Node's CAs", `${remoteDb}?sslmode=verify-full`],
    ["verify-full with the system CAs", `${remoteDb}?sslmode=verify-full&sslrootcert=system`],
    ["verify-ca with a CA file", `${remoteDb}?sslmode=verify-ca&sslrootcert=${databaseCa}`],
    ["the system CAs (libpq: verify-full)", `${remoteDb}?sslrootcert=system`],
    ["a database on this machine", "postgres://app@127.0.0.1:5432/central"],
    ["a Unix socket", "postgres:///central?host=/run/postgresql"],
  ])("accepts %s", (_, url) => {
    expect(readServerConfig({ ...realProvider, DATABASE_URL: url }).DATABASE_URL).toBe(url);
  });

  it("refuses to start in production without DATABASE_URL, naming it; the demo and other environments start", () => {
    expect(
      configError({ ...realProvider, DATABASE_URL: undefined })
        .split("\n")
        .slice(1),
    ).toEqual([expect.stringMatching(/^ {2}DATABASE_URL: obrigatório em produção: .*PGlite/)]);
    expect(readServerConfig({ NODE_ENV: "production", DEMO: "1" }).DATABASE_URL).toBeUndefined();
    expect(readServerConfig({ NODE_ENV: "test" }).DATABASE_URL).toBeUndefined();
  });

  it("refuses to start in production without SGP_SETTLEMENT, naming it; the demo and other environments start", () => {
    expect(
      configError({ ...realProvider, SGP_SETTLEMENT: undefined })
        .split("\n")
        .slice(1),
    ).toEqual([expect.stringMatching(/^ {2}SGP_SETTLEMENT: obrigatório em produção: "portal" .* ou "sgp"/)]);
    expect(configError({ ...realProvider, SGP_SETTLEMENT: "ambos" })).toMatch(/SGP_SETTLEMENT: esperado "portal" ou "sgp"/);
    expect(readServerConfig({ ...realProvider, SGP_SETTLEMENT: "sgp" }).SGP_SETTLEMENT).toBe("sgp");
    expect(readServerConfig({ NODE_ENV: "production", DEMO: "1" }).SGP_SETTLEMENT).toBeUndefined();
    expect(readServerConfig({ NODE_ENV: "test" }).SGP_RELEASE_ON_SETTLE).toBe(false);
  });

  it("refuses the PIX webhook without its secret in production, unless it is switched off or the demo", () => {
    expect(
      configError({ ...realProvider, EFI_WEBHOOK_SECRET: undefined })
        .split("\n")
        .slice(1),
    ).toEqual([expect.stringMatching(/^ {2}EFI_WEBHOOK_SECRET: obrigatório com o webhook PIX ligado/)]);
    expect(readServerConfig({ ...realProvider, EFI_WEBHOOK_SECRET: undefined, EFI_WEBHOOK_ENABLED: "0" }).EFI_WEBHOOK_ENABLED).toBe(false);
    expect(() => readServerConfig({ NODE_ENV: "production", DEMO: "1" })).not.toThrow();
    expect(configError({ ...realProvider, EFI_WEBHOOK_SECRET: "curto" })).toMatch(
      /EFI_WEBHOOK_SECRET: precisa de pelo menos 32 caracteres/,
    );
    expect(configError({ ...realProvider, EFI_WEBHOOK_SECRET: `${"a".repeat(32)}&x=1` })).toMatch(/EFI_WEBHOOK_SECRET: só letras/);
  });

  it("names every transport problem at once, and none of them for the demo", () => {
    const careless = {
      ...realProvider,
      SGP_URL: "http://provedor.sgp.net.br",
      NEXTAUTH_URL: "http://central.provedor.com.br",
      EFI_CERT_PATH: undefined,
      DATABASE_URL: remoteDb,
      LOGIN_RULES: "legacy",
    };
    const named = [...configError(careless).matchAll(/^ {2}([A-Z_]+): /gm)].map((m) => m[1]);
    expect(named.sort()).toEqual(["DATABASE_URL", "EFI_CERT_PATH", "LOGIN_RULES", "NEXTAUTH_URL", "SGP_URL"]);
    expect(() => readServerConfig({ ...careless, LOGIN_RULES: "secure", DEMO: "1" })).not.toThrow();
  });

  it("lists the deployment problems along with a malformed variable, all in one message", () => {
    const message = configError({ NODE_ENV: "production", SGP_URL: "não é um endereço", SGP_TIMEOUT_MS: "rápido" });
    for (const key of [
      "SGP_URL",
      "SGP_TIMEOUT_MS",
      "AUTH_SECRET",
      "EFI_PIX_URL",
      "EFI_CHARGES_URL",
      "SGP_TOKEN",
      "EFI_CLIENT_ID",
      "EFI_CLIENT_SECRET",
      "EFI_PIX_KEY",
    ]) {
      expect(message).toContain(`\n  ${key}: `);
    }
  });

  it("does not check the deployment while `next build` evaluates the config, only at start", () => {
    const build: NodeJS.ProcessEnv = { NODE_ENV: "production", AUTH_SECRET: "k".repeat(44), NEXT_PHASE: "phase-production-build" };
    expect(() => readServerConfig(build)).not.toThrow();
    expect(() => readServerConfig({ ...build, NEXT_PHASE: undefined })).toThrow(ConfigError);
  });
});
