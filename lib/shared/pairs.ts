/** Reads "key=value,key=value" (keys lower-cased); malformed items are skipped. */
export function parsePairs(value: string | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  for (const item of (value ?? "").split(",")) {
    const [key, val] = item.split("=").map((s) => s.trim());
    if (key && val) map[key.toLowerCase()] = val;
  }
  return map;
}

export const pairsPattern = /^\s*([^=,\s]+\s*=\s*[^=,\s]+\s*)(,\s*[^=,\s]+\s*=\s*[^=,\s]+\s*)*,?\s*$/;
