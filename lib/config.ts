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

/**
 * One instance per process, built from the configuration on first use: the vendor clients,
 * whose tokens and caches should live as long as the process. `forget` drops the instance.
 */
export function configuredOnce<T>(build: (env: ServerConfig) => T) {
  let instance: T | undefined;
  return {
    get: (): T => (instance ??= build(config())),
    forget: () => {
      instance = undefined;
    },
  };
}
