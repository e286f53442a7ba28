/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Array<Request & { setupRequest?: (req: Request) => Request }>;
  };
  type Result = { requests: { average: number; total: number }; duration: number; errors: number; timeouts: number; non2xx: number };
  type Instance = EventEmitter & PromiseLike<Result> & { stop(): void };

  function autocannon(options: Options): Instance;
  export default autocannon;
}
