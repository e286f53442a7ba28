/*
 * The page to return to after login. Only a path of this site, spelled plainly: segments of
 * letters, digits and "-._~" (none of them "." or ".."), then an optional query and fragment of
 * visible ASCII. Whatever else, however a browser, a proxy or a second decoding would read it
 * ("//host", "/\host", "/%2F%2Fhost", "/.//host", control characters, schemes), gives "/".
 */
const PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/;
const QUERY_AND_FRAGMENT = /^[!-[\]-~]*$/; // visible ASCII but the backslash
const MAX_LENGTH = 2048;

export function safeCallbackPath(value: string | null | undefined): string {
  if (!value || value.length > MAX_LENGTH) return "/";
  const split = value.search(/[?#]/);
  const path = split === -1 ? value : value.slice(0, split);
  const rest = split === -1 ? "" : value.slice(split);
  if (!path || !PATH.test(path) || !QUERY_AND_FRAGMENT.test(rest)) return "/";
  // Back to the login page would only show the form again.
  if (path === "/login" || path.startsWith("/login/")) return "/";
  return value;
}
