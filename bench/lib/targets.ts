/** What a load run (bench/lib/load.ts) requests. `session`: sent with the given cookies, in turn. */
export type Target = {
  name: string;
  path: string;
  method: "GET" | "POST";
  session: boolean;
  body?: string;
};
