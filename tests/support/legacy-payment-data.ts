import type { CreatedPix, IssuedBoleto } from "@/lib/vendors/efi/types";

/**
 * The jsonb rows stored before the portal kept its charges in its own words: docs/SPEC.md §3's PIX
 * response (`pix`) and boleto response (`boleto`), as lib/billing/payments/stored.ts still reads them.
 */

export function legacyPixData(pix: CreatedPix) {
  return {
    imagem_qrcode: pix.qrImage,
    pix_copiaecola: pix.pixCode,
    link_responsivo: pix.pageUrl,
    detalhes: {
      txid: pix.txid,
      status: pix.status,
      valor: { original: pix.amount },
      calendario: { criacao: pix.createdAt, expiracao: pix.expirySeconds },
      devedor: {
        nome: pix.payer.name,
        ...(pix.payer.cpf ? { cpf: pix.payer.cpf } : {}),
        ...(pix.payer.cnpj ? { cnpj: pix.payer.cnpj } : {}),
      },
      solicitacaoPagador: pix.payerRequest,
      infoAdicionais: pix.additionalInfo.map(({ name, value }) => ({ nome: name, valor: value })),
    },
  };
}

export function legacyBoletoData(boleto: IssuedBoleto) {
  return {
    valor: boleto.amount,
    codigo_barras: boleto.digitableLine,
    link_boleto: boleto.pageUrl,
    detalhes_completos: {
      data: {
        charge_id: boleto.chargeId,
        total: boleto.totalCents,
        status: boleto.status,
        barcode: boleto.digitableLine,
        ...(boleto.pageUrl ? { link: boleto.pageUrl } : {}),
        ...(boleto.downloadUrl ? { billet_link: boleto.downloadUrl } : {}),
        ...(boleto.pdfUrl ? { pdf: { charge: boleto.pdfUrl } } : {}),
        expire_at: boleto.expiresOn,
        ...(boleto.pix ? { pix: { qrcode: boleto.pix.code, qrcode_image: boleto.pix.qrImage } } : {}),
      },
    },
  };
}
