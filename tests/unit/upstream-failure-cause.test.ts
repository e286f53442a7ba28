import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createMtlsAgent } from "@/lib/vendors/efi/transport";
import { describeFailure, upstreamFetch } from "@/lib/platform/upstream/http";
import { makeP12 } from "@/tests/support/p12";
import { closeAllCircuits } from "@/tests/support/circuits";

/*
 * The operator's commands print an upstream failure's message: it must say why, not undici's bare
 * "fetch failed" (a certificate the server's CA list does not verify, a wrong passphrase).
 */
let dir: string;
let server: https.Server;
let url: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cda-cause-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-keyout",
      "k.pem",
      "-out",
      "c.pem",
    ],
    { cwd: dir, stdio: "pipe" },
  );
  server = https.createServer(
    { key: fs.readFileSync(path.join(dir, "k.pem")), cert: fs.readFileSync(path.join(dir, "c.pem")) },
    (_req, res) => res.end("{}"),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  closeAllCircuits();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

it("names the certificate the server could not verify", async () => {
  const failure = await upstreamFetch({ upstream: "efi", url, timeoutMs: 5000 }).catch((error: unknown) => error);
  expect((failure as Error).message).toMatch(/^efi: fetch failed: self[- ]signed certificate/);
});

it("names a wrong certificate passphrase (mac verify failure)", async () => {
  const pfx = fs.readFileSync(makeP12(dir, { passphrase: "certa" }));
  const dispatcher = createMtlsAgent({ pfx, passphrase: "errada" });
  const failure = await fetch(url, { dispatcher } as RequestInit).catch((error: unknown) => error);
  expect(describeFailure(failure)).toMatch(/^fetch failed: .*mac verify failure/);
});

it("keeps a timeout's short wording and a plain error's message", () => {
  expect(describeFailure(Object.assign(new Error("x"), { name: "TimeoutError" }))).toBe("tempo esgotado");
  expect(describeFailure(new Error("recusado", { cause: new Error("recusado") }))).toBe("recusado");
});
