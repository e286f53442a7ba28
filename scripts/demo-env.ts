import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";

/** Where the demo keeps the operators' notification token; `npm run notify` reads it from there. */
export const NOTIFY_TOKEN_FILE = "notify-api-token";
const VAPID_KEYS_FILE = "vapid-keys.json";

/**
 * Prepares the environment of a local demo: embedded data folder, a stable
 * AUTH_SECRET kept in it, and the flags that let the production build run
 * over plain HTTP against the sandboxes. Unless configured, VAPID keys (web push)
 * NOTIFY_API_TOKEN (POST /api/notifications) and EFI_WEBHOOK_SECRET (the PIX webhook's ?hmac=)
 * are generated into the folder too.
 */
export function prepareDemoEnv(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = path.resolve(env.DATA_DIR ?? ".data");
  fs.mkdirSync(dataDir, { recursive: true });
  env.DATA_DIR = dataDir;
  env.DEMO = "1";
  env.AUTH_TRUST_HOST = "1";
  env.AUTH_SECRET ??= readOrCreate(path.join(dataDir, "auth-secret"), () => randomBytes(32).toString("base64url"));
  env.NOTIFY_API_TOKEN ||= readOrCreate(path.join(dataDir, NOTIFY_TOKEN_FILE), () => randomBytes(24).toString("base64url"));
  env.EFI_WEBHOOK_SECRET ||= readOrCreate(path.join(dataDir, "efi-webhook-secret"), () => randomBytes(32).toString("hex"));
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) {
    const keys = JSON.parse(readOrCreate(path.join(dataDir, VAPID_KEYS_FILE), () => JSON.stringify(webpush.generateVAPIDKeys()))) as {
      publicKey: string;
      privateKey: string;
    };
    env.VAPID_PUBLIC_KEY = keys.publicKey;
    env.VAPID_PRIVATE_KEY = keys.privateKey;
  }
  // Codes by SMS from the first brand only, through the mail sandbox's stand-in for Zenvia: the
  // second brand shows e-mail alone (a brand without an SMS sender).
  if (!env.SMS_TOKEN && !env.SMS_FROM) {
    env.SMS_URL = "http://127.0.0.1:7003";
    env.SMS_TOKEN = "demo-sms-token";
    env.SMS_FROM = "velozfibra=VelozFibra";
  }
  // The portal settles paid titles in the SGP sandbox, and the sandbox (started after) leaves them to it.
  env.SGP_SETTLEMENT ||= "portal";
  (env as Record<string, string>).NODE_ENV = "production";
  return { dataDir };
}

function readOrCreate(file: string, create: () => string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const value = create();
  fs.writeFileSync(file, value, { mode: 0o600 });
  return value;
}
