import { applyDocumentMask, documentKind, normalizeDocument, type DocumentKind } from "./document";

const MASK_CHAR = "*";

/** Replaces the characters at the given indexes of the normalized document, then applies the display mask. */
function maskPositions(doc: string, kind: DocumentKind, isVisible: (index: number) => boolean): string {
  const masked = Array.from(doc, (char, index) => (isVisible(index) ? char : MASK_CHAR)).join("");
  return applyDocumentMask(masked, kind);
}

/**
 * Sidebar: first 3 characters visible, the rest masked, punctuation kept
 * (529.***.***-** / 11.2**.***\/****-**). Other lengths: first 3 characters plus stars, unformatted.
 */
export function maskCpfForSidebar(value: string | null | undefined): string {
  const doc = normalizeDocument(value);
  const kind = documentKind(doc);
  if (kind === null) return doc.slice(0, 3) + MASK_CHAR.repeat(Math.max(doc.length - 3, 0));
  return maskPositions(doc, kind, (index) => index < 3);
}

/**
 * Public invoice page (docs/SPEC.md §9): the middle is masked.
 * CPF keeps the first 3 and the 2 check digits (529.***.***-25); CNPJ keeps the first 2,
 * the branch and the check digits (11.***.***\/0001-81). Other lengths keep the first 3 and
 * last 2 characters when there are more than 5, else everything is masked.
 */
export function maskDocumentMiddle(value: string | null | undefined): string {
  const doc = normalizeDocument(value);
  const kind = documentKind(doc);
  if (kind === "cpf") return maskPositions(doc, kind, (index) => index < 3 || index >= 9);
  if (kind === "cnpj") return maskPositions(doc, kind, (index) => index < 2 || index >= 8);
  if (doc.length <= 5) return MASK_CHAR.repeat(doc.length);
  return doc.slice(0, 3) + MASK_CHAR.repeat(doc.length - 5) + doc.slice(-2);
}

/**
 * Public invoice page (docs/SPEC.md §9): the first word is kept; every other word keeps its first letter
 * followed by one star per remaining letter ('Maria Silva Santos' → 'Maria S**** S*****').
 * One star per letter keeps the visual rhythm of the name; the page is reached only by someone who
 * already typed the document, so the leaked word lengths are an accepted trade-off.
 * Whitespace is collapsed; letters are counted as code points after NFC, so accents count once.
 */
export function maskName(name: string | null | undefined): string {
  const words = (name ?? "").normalize("NFC").trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (first === undefined) return "";
  const maskedRest = rest.map((word) => {
    const [initial = "", ...others] = Array.from(word);
    return initial + MASK_CHAR.repeat(others.length);
  });
  return [first, ...maskedRest].join(" ");
}

export type Payer = { name: string; cpf?: string; cnpj?: string };

/**
 * A PIX payer as public screens show it (the PIX check, the public invoice page's PIX dialog):
 * name and CPF/CNPJ masked as the public invoice page masks them (docs/SPEC.md §9).
 */
export function maskPayer({ name, cpf, cnpj }: Payer): Payer {
  return {
    name: maskName(name),
    ...(cpf ? { cpf: maskDocumentMiddle(cpf) } : {}),
    ...(cnpj ? { cnpj: maskDocumentMiddle(cnpj) } : {}),
  };
}
