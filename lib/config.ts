import "server-only";
import { readServerConfig, type ServerConfig } from "./config-schema";

export type { ServerConfig };

let cached: ServerConfig | undefined;

/** The validated server configuration; the first call throws, naming every bad variable. */
export function config(): ServerConfig {
  cached ??= readServerConfig(process.env);
  return cached;
}

/** Tests change process.env between cases; this forgets the parsed copy. */
export function resetConfigForTests() {
  cached = undefined;
}
