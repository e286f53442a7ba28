import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { formatBRL } from "@/lib/shared/br/money";
import type { SandboxResponse } from "../http";
import type { Merchant, SandboxCharge, SandboxCob } from "./state";

/** The pages and the PDF the sandbox serves behind the links it hands out. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const brDate = (isoDate: string) => isoDate.slice(0, 10).split("-").reverse().join("/");

function html(title: string, body: string): SandboxResponse {
  return {
    contentType: "text/html; charset=utf-8",
    body: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}code{word-break:break-all;display:block;background:#f3f3f3;padding:.5rem}small{color:#666}</style></head><body>${body}<p><small>Ambiente de testes (sandbox Efí): nenhum valor é cobrado.</small></p></body></html>`,
  };
}

export function paymentPage(merchant: Merchant, cob: SandboxCob, qrImage: string): SandboxResponse {
  return html(
    `Pagar com PIX - ${merchant.name}`,
    `<h1>${escapeHtml(merchant.name)}</h1>
<p>Valor: <strong>${escapeHtml(formatBRL(cob.valor.original))}</strong> · Situação: ${escapeHtml(cob.status)}</p>
${cob.solicitacaoPagador ? `<p>${escapeHtml(cob.solicitacaoPagador)}</p>` : ""}
<img src="${qrImage}" alt="QR Code PIX" width="300" height="300">
<p>PIX copia e cola:</p><code>${escapeHtml(cob.pixCopiaECola)}</code>`,
  );
}

/** `qrImage` only for a boleto with PIX (a plain boleto has none). */
export function boletoPage(merchant: Merchant, charge: SandboxCharge, qrImage: string | null, pdfUrl: string): SandboxResponse {
  return html(
    `Boleto ${charge.charge_id} - ${merchant.name}`,
    `<h1>Boleto ${charge.charge_id}</h1>
<p>Beneficiário: ${escapeHtml(merchant.name)}<br>Pagador: ${escapeHtml(customerName(charge))}<br>
Valor: <strong>${escapeHtml(formatBRL(charge.total / 100))}</strong> · Vencimento: ${brDate(charge.expire_at)}</p>
<p>Linha digitável:</p><code>${escapeHtml(charge.barcode)}</code>
${charge.pix && qrImage ? `<p>Ou pague com PIX:</p><img src="${qrImage}" alt="QR Code PIX" width="220" height="220"><code>${escapeHtml(charge.pix.qrcode)}</code>` : ""}
<p><a href="${escapeHtml(pdfUrl)}">Baixar PDF</a></p>`,
  );
}

function customerName(charge: SandboxCharge): string {
  const customer = charge.customer as { name?: string; juridical_person?: { corporate_name?: string } };
  return customer.name ?? customer.juridical_person?.corporate_name ?? "";
}

/** The standard PDF fonts only encode WinAnsi: anything else is replaced so drawing never throws. */
function winAnsi(text: string): string {
  return text.replace(/\u00A0/g, " ").replace(/[^\x20-\x7E\u00A1-\u00FF…–—€]/g, "?");
}

export async function boletoPdf(merchant: Merchant, charge: SandboxCharge, qrImage: string | null): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Boleto ${charge.charge_id}`);
  pdf.setProducer("Efí sandbox");
  const page = pdf.addPage([595, 420]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 380;
  const line = (label: string, value: string, size = 11) => {
    page.drawText(winAnsi(label), { x: 40, y, size: 9, font: regular, color: rgb(0.35, 0.35, 0.35) });
    page.drawText(winAnsi(value), { x: 40, y: y - 14, size, font: bold });
    y -= 36;
  };
  page.drawText("Boleto bancário (sandbox)", { x: 40, y: 395, size: 14, font: bold });
  y -= 10;
  line("Beneficiário", merchant.name);
  line("Pagador", customerName(charge));
  line("Valor", formatBRL(charge.total / 100));
  line("Vencimento", brDate(charge.expire_at));
  line("Linha digitável", charge.barcode, 12);
  line("Nosso número", String(charge.charge_id));
  if (qrImage) {
    const png = await pdf.embedPng(Buffer.from(qrImage.replace(/^data:image\/png;base64,/, ""), "base64"));
    page.drawImage(png, { x: 420, y: 230, width: 140, height: 140 });
    page.drawText("Pague também com PIX", { x: 425, y: 218, size: 9, font: regular });
  }
  return pdf.save();
}
