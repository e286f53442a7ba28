import "server-only";
import { readServerConfig, type ServerConfig } from "./config-schema";

export type { ServerConfig };

let cached: ServerConfig | undefined;

/** The validated server configuration; the first call throws, naming every bad variable. */
export function config(): ServerConfig {
  cached ??= readServerConfig(process.env);
  return cached;
}

