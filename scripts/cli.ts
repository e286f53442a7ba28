import fs from "node:fs";
import { parseArgs, type ParseArgsConfig } from "node:util";

/**
 * What the operator commands share (reminders, payments:pending, efi:webhook): the server's
 * configuration files, a quiet log, and their options parsed strictly with a usage line on error.
 * Call before the app's modules load (they read the environment once).
 */
export function prepareCommand(): void {
  // Same files `next` reads; variables already in the environment win.
  for (const file of [".env.local", ".env"]) {
    if (fs.existsSync(file)) process.loadEnvFile(file);
  }
  // The command's own lines are the output; the app's info lines (database opened…) would bury them.
  process.env.LOG_LEVEL ??= "warn";
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

type Options = NonNullable<ParseArgsConfig["options"]>;
type Values<O extends Options> = { [K in keyof O]?: O[K]["type"] extends "boolean" ? boolean : string };

/** The command's options; --help prints the usage and exits. */
export function commandOptions<O extends Options>(options: O, usage: string): Values<O> {
  try {
    const { values } = parseArgs({ options: { ...options, help: { type: "boolean", short: "h" } }, strict: true }) as {
      values: Values<O> & { help?: boolean };
    };
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    return values;
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
}
