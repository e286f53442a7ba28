import "server-only";

/**
 * The payment module shared by the logged-in pages (session customer) and the
 * public invoice page (validated invoice token): callers pass the customer's
 * document, the browser only ever names the invoice.
 */
export { cachedBoletoNumbers, generateBoleto } from "./boleto";
export { generatePix } from "./pix";
export { startPayment, type Payer } from "./start";
export type { PaymentFailure, PaymentOutcome, PaymentTarget } from "./outcome";
