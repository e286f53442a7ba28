import "server-only";
import { config, type ServerConfig } from "@/lib/platform/config";

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
