import "server-only";
import { readServerConfig, type ServerConfig } from "./config-schema";

export type { ServerConfig };

let cached: ServerConfig | undefined;

/** The validated server configuration; the first call throws, naming every bad variable. */
export function config(): ServerConfig {
  cached ??= readServerConfig(process.env);
  return cached;
}

/**
 * An instance built from the configuration and kept while config() returns the same one: the
 * vendor clients, whose tokens and caches should live as long as the process's configuration.
 */
export function configuredOnce<T>(build: (env: ServerConfig) => T): () => T {
  let built: { env: ServerConfig; instance: T } | undefined;
  return () => {
    const env = config();
    if (built?.env !== env) built = { env, instance: build(env) };
    return built.instance;
  };
}
