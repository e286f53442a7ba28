import { spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import postgres from "postgres";
import { credentialsLogin } from "../../bench/lib/session";
import { startEfiSandbox } from "../../sandbox/efi/server";
import { DEMO_CUSTOMERS } from "../../sandbox/sgp/demo-customers";
import { startSgpSandbox } from "../../sandbox/sgp/server";
import { spawnServer, stopChild } from "../../scripts/portal-server";
import { freshDatabase } from "../resilience/stack";
import { assembleImage, cmdOf, envOf, healthcheckOf, readCompose, stage, workdirOf } from "../support/container";

/*
 * No Docker engine runs on this machine, so this runs what the image would: the runner stage's
 * files laid out as its COPY lines put them, its CMD with its ENV (and nothing else of this
 * machine's environment), compose.yaml's migration command, and the HEALTHCHECK command, against
 * the local PostgreSQL and sandboxes with a provider's (non-demo) configuration. Port 8096 is
 * clear of the other browser tests.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const PORT = "8096";
const url = `http://127.0.0.1:${PORT}`;
const runner = stage("runner");
const credentials = {
  app: "provedor",
  token: "token-do-provedor",
  clientId: "cliente-efi",
  clientSecret: "segredo-efi",
  pixKey: "pix@provedor.com.br",
};

/** Runs `command` in the image's folder with `env`, as `docker run` / `docker compose run` would. */
function run(command: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const [program, ...args] = command;
  const result = spawnSync(program === "node" ? process.execPath : program!, args, { cwd, env, encoding: "utf8", timeout: 30_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test.skip(!adminUrl, "needs TEST_DATABASE_URL (a PostgreSQL server; .ci/run sets it)");

test("the image's entrypoint serves the portal on PostgreSQL after the explicit migration", async () => {
  test.setTimeout(180_000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "cda-image-"));
  const app = path.join(work, "app");
  assembleImage(runner, app);
  expect(fs.existsSync(path.join(app, "migrate.mjs")), "build with `npm run build` (it bundles migrate.mjs)").toBe(true);
  // The image is built with --build-arg NEXT_DEPLOYMENT_ID; a production server refuses a build without one.
  const built = JSON.parse(fs.readFileSync(path.join(app, ".next", "required-server-files.json"), "utf8")) as {
    config: { deploymentId?: string };
  };
  expect(built.config.deploymentId, "build with `npm test`, which sets NEXT_DEPLOYMENT_ID as the image's build does").toBeTruthy();
  expect(workdirOf(runner)).toBe("/app");

  const [sgp, efi] = await Promise.all([
    startSgpSandbox({ port: 0, app: credentials.app, token: credentials.token }),
    startEfiSandbox({ port: 0, clientId: credentials.clientId, clientSecret: credentials.clientSecret, pixKey: credentials.pixKey }),
  ]);
  const databaseUrl = await freshDatabase(adminUrl!, "cda_container_entrypoint");
  // A real gateway needs the application's certificate (the PIX API's mutual TLS), mounted as a
  // secret; the sandbox speaks plain HTTP, so this one is only presented, never checked.
  const certificate = path.join(work, "efi.p12");
  for (const args of [
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=efi-cliente",
      "-keyout",
      "efi.key",
      "-out",
      "efi.crt",
    ],
    ["pkcs12", "-export", "-inkey", "efi.key", "-in", "efi.crt", "-out", certificate, "-passout", "pass:"],
  ]) {
    expect(spawnSync("openssl", args, { cwd: work }).status, `openssl ${args[0]}`).toBe(0);
  }
  // The image's ENV, then what an operator passes with --env-file: nothing of this machine's.
  const image = envOf(runner);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    ...image,
    NODE_ENV: image.NODE_ENV as "production",
    PORT,
    DATABASE_URL: databaseUrl,
    // Fresh secrets: production refuses any written in the repository.
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    AUTH_TRUST_HOST: "1",
    SGP_URL: sgp.url,
    SGP_APP: credentials.app,
    SGP_TOKEN: credentials.token,
    EFI_PIX_URL: efi.url,
    EFI_CHARGES_URL: `${efi.url}/v1`,
    EFI_CLIENT_ID: credentials.clientId,
    EFI_CLIENT_SECRET: credentials.clientSecret,
    EFI_PIX_KEY: credentials.pixKey,
    EFI_CERT_PATH: certificate,
    EFI_WEBHOOK_SECRET: randomBytes(32).toString("hex"),
    SGP_SETTLEMENT: "portal",
    // Recovery codes go by the provider's mail server; nothing is sent while this test runs.
    SMTP_URL: "smtps://central:senha-smtp@smtp.provedor.com.br:465",
    MAIL_FROM: "nao-responda@provedor.com.br",
    LOG_LEVEL: "warn",
  };
  const logFile = path.join(work, "server.log");
  let server: ChildProcess | undefined;
  const healthcheck = () => run(healthcheckOf(runner).command, app, env).status;
  try {
    expect(cmdOf(runner)).toEqual(["node", "server.js"]);
    server = await spawnServer({ appDir: app, env, url, logFile, readyPath: "/api/health/live" });
    expect(healthcheck()).toBe(0);

    // MIGRATE_ON_START=0: the replica does not migrate; readiness fails and the log names what is pending.
    const pending = await fetch(`${url}/api/health`);
    expect(pending.status).toBe(503);
    // Without the metrics token (none is set here), the state only: no driver.
    expect(await pending.json()).toEqual({ status: "degraded", database: { ok: false } });
    expect(fs.readFileSync(logFile, "utf8")).toMatch(/\d+ migração\(ões\) pendente\(s\) \(0000_baseline, .*\) e MIGRATE_ON_START=0/);

    const migrate = readCompose().services.migrate!.command!;
    const pooler = run(migrate, app, {
      ...env,
      DATABASE_MIGRATION_URL: "postgres://postgres.projeto:senha@aws-0-sa-east-1.pooler.supabase.com:6543/postgres?sslmode=verify-full",
    });
    expect(pooler.status).toBe(1);
    expect(pooler.output).toContain("DATABASE_MIGRATION_URL aponta para um pooler em modo transação (porta 6543)");
    const migrated = run(migrate, app, env);
    expect(migrated.output).toMatch(/Migrações aplicadas \((\d+) de \1, /);
    expect(migrated.status).toBe(0);

    await expect.poll(async () => (await fetch(`${url}/api/health`)).status).toBe(200);

    const login = await fetch(`${url}/login`, {
      headers: { "x-forwarded-host": "central.velozfibra.com.br", "x-forwarded-proto": "https" },
    });
    expect(login.status).toBe(200);
    expect(await login.text()).toContain("Entre com seu CPF ou CNPJ e sua senha da central.");

    const cookie = await credentialsLogin(url, DEMO_CUSTOMERS.maria, { "x-forwarded-proto": "https" });
    expect(cookie).toContain("__Host-next-auth.session-token=");
    const dashboard = await fetch(`${url}/`, { headers: { cookie: cookie! }, redirect: "manual" });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Olá, Maria!");

    await stopChild(server);
    expect(healthcheck()).toBe(1);
    // The production entrypoint starts without Next.js's warnings (⚠), such as next start's with output: standalone.
    expect(fs.readFileSync(logFile, "utf8")).not.toContain("⚠");
  } finally {
    if (server) await stopChild(server);
    await Promise.all([sgp.close(), efi.close()]);
    const admin = postgres(adminUrl!, { max: 1, onnotice: () => undefined });
    await admin.unsafe("DROP DATABASE IF EXISTS cda_container_entrypoint WITH (FORCE)").finally(() => admin.end());
    fs.rmSync(work, { recursive: true, force: true });
  }
});
