import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, rowsOf } from "@/lib/vendors/db/connect";
import { migratePostgres } from "@/lib/vendors/db/migrate";
import { testDatabaseUrl } from "@/tests/support/db";
import { startOwnCluster, type OwnCluster } from "@/tests/resilience/postgres-cluster";

/*
 * DATABASE_URL with libpq's sslmode and sslrootcert, against a PostgreSQL of the test's own that
 * speaks TLS with a certificate from a private CA (as Supabase's is): the portal verifies the
 * server with the CA file, and refuses a server it cannot verify. Runs where PostgreSQL is
 * installed (the suites with TEST_DATABASE_URL).
 */
const PORT = Number(process.env.TLS_PG_PORT ?? 55434);
const asRoot = process.getuid?.() === 0;
let dir: string;
let cluster: OwnCluster;

function openssl(...args: string[]) {
  execFileSync("openssl", args, { cwd: path.join(dir, "tls"), stdio: "pipe" });
}

/** A CA, the server's certificate for the name "localhost" only, and an unrelated CA. */
function makeCertificates() {
  fs.mkdirSync(path.join(dir, "tls"));
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"];
  openssl("req", "-x509", ...ec, "-keyout", "ca.key", "-out", "ca.crt", "-subj", "/CN=Test Root CA");
  openssl("req", "-x509", ...ec, "-keyout", "other-ca.key", "-out", "other-ca.crt", "-subj", "/CN=Another CA");
  openssl("req", ...ec, "-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=localhost");
  fs.writeFileSync(path.join(dir, "tls", "san.ext"), "subjectAltName=DNS:localhost\n");
  openssl(
    "x509",
    "-req",
    "-in",
    "server.csr",
    "-CA",
    "ca.crt",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-days",
    "2",
    "-out",
    "server.crt",
    "-extfile",
    "san.ext",
  );
  fs.chmodSync(path.join(dir, "tls", "server.key"), 0o600);
  // PostgreSQL reads its key as its own user, and only from a file no one else can read.
  if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", path.join(dir, "tls")]);
}

describe.runIf(testDatabaseUrl)("DATABASE_URL over TLS [postgres]", () => {
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cda-db-tls-"));
    if (asRoot) fs.chmodSync(dir, 0o755);
    makeCertificates();
    const tls = path.join(dir, "tls");
    cluster = startOwnCluster({
      dir: path.join(dir, "cluster"),
      port: PORT,
      settings: ["ssl=on", `ssl_cert_file=${tls}/server.crt`, `ssl_key_file=${tls}/server.key`],
    });
  });

  afterAll(() => {
    cluster?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const url = (host: string, query: string) => `postgres://postgres@${host}:${PORT}/postgres?${query}`;
  const ca = (name = "ca.crt") => path.join(dir, "tls", name);

  /** Whether the connection made with `url` is encrypted, as the server sees it. */
  async function encrypted(connectionUrl: string): Promise<boolean> {
    const handle = openPostgres(connectionUrl, 1);
    try {
      const rows = rowsOf<{ ssl: boolean }>(await handle.db.execute(sql`select ssl from pg_stat_ssl where pid = pg_backend_pid()`));
      return rows[0]!.ssl;
    } finally {
      await handle.close();
    }
  }

  /** The TLS error under drizzle's "Failed query" wrapper. */
  async function refusal(connectionUrl: string): Promise<string> {
    try {
      await encrypted(connectionUrl);
    } catch (error) {
      let cause: unknown = error;
      while (cause instanceof Error && cause.cause) cause = cause.cause;
      return String((cause as { code?: unknown }).code);
    }
    throw new Error("a conexão foi aceita");
  }

  it("verify-full with the CA file: encrypted, for the app's pool and the migrations", async () => {
    const verified = url("localhost", `sslmode=verify-full&sslrootcert=${ca()}`);
    expect(await encrypted(verified)).toBe(true);
    await expect(migratePostgres(verified)).resolves.toMatchObject({ total: expect.any(Number) });
  });

  it("verify-ca checks the CA but not the name, as libpq does", async () => {
    expect(await encrypted(url("127.0.0.1", `sslmode=verify-ca&sslrootcert=${ca()}`))).toBe(true);
  });

  it("sslmode=require with a CA file verifies the CA, as libpq does", async () => {
    expect(await refusal(url("localhost", `sslmode=require&sslrootcert=${ca("other-ca.crt")}`))).toBe("UNABLE_TO_VERIFY_LEAF_SIGNATURE");
  });

  it.each([
    ["a server the system's CAs do not vouch for", "localhost", null, "UNABLE_TO_VERIFY_LEAF_SIGNATURE"],
    ["a server whose CA is not the given one", "localhost", "other-ca.crt", "UNABLE_TO_VERIFY_LEAF_SIGNATURE"],
    ["a server whose certificate names another host", "127.0.0.1", "ca.crt", "ERR_TLS_CERT_ALTNAME_INVALID"],
  ])("verify-full refuses %s", async (_, host, caFile, code) => {
    expect(await refusal(url(host, caFile ? `sslmode=verify-full&sslrootcert=${ca(caFile)}` : "sslmode=verify-full"))).toBe(code);
  });

  it("sslmode=require alone encrypts without verifying (the postgres package's default for it)", async () => {
    expect(await encrypted(url("127.0.0.1", "sslmode=require"))).toBe(true);
  });
});
