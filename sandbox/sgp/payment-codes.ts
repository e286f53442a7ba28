import { barcodeToLinhaDigitavel, buildBarcode } from "../shared/febraban";

/**
 * FEBRABAN barcode and linha digitável with correct check digits for a demo
 * title (docs/UPSTREAMS.md §4), so copied codes pass a bank app's validation.
 */
export function boletoCodes(input: { bank: string; dueDate: string; amount: number; campoLivre: string }) {
  const codigoBarras = buildBarcode({
    bank: input.bank,
    dueDate: input.dueDate,
    centavos: Math.round(input.amount * 100),
    campoLivre: input.campoLivre.padStart(25, "0").slice(-25),
  });
  return { codigoBarras, linhaDigitavel: barcodeToLinhaDigitavel(codigoBarras) };
}
