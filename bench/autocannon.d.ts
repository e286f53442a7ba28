/** The part of autocannon's API the benchmark and the resilience soak use (the package ships no types). */
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
    requests?: Array<
      Request & {
        /** `context` is per connection, shared with onResponse, reset at each round of the requests. */
        setupRequest?: (req: Request, context: Record<string, unknown>) => Request;
        onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string | string[]>) => void;
      }
    >;
  };
  type Result = { requests: { average: number; total: number }; duration: number; errors: number; timeouts: number; non2xx: number };
  type Instance = EventEmitter & PromiseLike<Result> & { stop(): void };

  function autocannon(options: Options): Instance;
  export default autocannon;
}
