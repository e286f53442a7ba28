/*
 * A document fetched ahead of a navigation the page is about to make (Speculation Rules,
 * https://developer.chrome.com/docs/web-platform/prerender-pages): the page carries the rules, and
 * a link marked for them is fetched as soon as it is rendered, with the cookies of that moment; the
 * navigation to it is then answered from that fetch. Rules in the page's HTML are allowed by their
 * hash on a built page (lib/platform/security/prerendered-scripts.ts), where rules written by script
 * would need a nonce. A browser without speculation rules fetches nothing ahead.
 */

const MARK = "data-prefetch-document";
const RULES = JSON.stringify({ prefetch: [{ where: { selector_matches: `a[${MARK}]` }, eagerness: "immediate" }] });

export function DocumentPrefetchRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: RULES }} />;
}

/**
 * The marked link. Chrome leaves out a link that is not rendered (`hidden`): this one is rendered,
 * out of sight, out of the tab order and hidden from screen readers.
 */
export function PrefetchDocument({ href }: { href: string }) {
  return <a href={href} {...{ [MARK]: "" }} aria-hidden="true" tabIndex={-1} className="sr-only" />;
}
