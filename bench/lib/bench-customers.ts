import { benchCpf, formatCpf } from "./bench-dataset";

/** The growth runs' subscribers: one per history size, after the load's copies of Maria. */
export const GROWTH_TITLES = [12, 120, 600] as const;
export const growthSequence = (titles: number) => 90_000 + titles;

/** The n-th bench subscriber as the portal's login sees it (password: the CPF's digits). */
export function benchCustomer(sequence: number) {
  const digits = benchCpf(sequence);
  return { document: formatCpf(digits), digits, password: digits };
}
