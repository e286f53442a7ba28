import { formatInBrazil } from "@/lib/shared/br/dates";
import type { SandboxRequest, SandboxResponse } from "../http";
import { origin } from "./pix-api";
import { qrPng, type SandboxCharge } from "./state";

/**
 * The charges API's answers (docs/UPSTREAMS.md §2.3) drawn from a sandbox charge, shaped as Efí
 * documents them and as the official SDK's schemas read them (sdk-node-apis-efi 2.x,
 * types/chargeResponses: CreateOneStepChargeResponseSchema, DetailChargeResponseSchema,
 * ListChargesResponseSchema, GetNotificationResponseSchema).
 */

export const chargesError = (status: number, code: number, error: string, description: unknown): SandboxResponse => ({
  status,
  json: { code, error, error_description: description },
});

export const CHARGES_UNAUTHORIZED = chargesError(401, 3500010, "authorization_error", "Token de acesso inválido ou expirado");
export const CHARGE_NOT_FOUND = chargesError(404, 3500034, "charge_not_found", "Cobrança não encontrada para esta conta");

/** How the charges API writes instants: "YYYY-MM-DD HH:MM:SS", São Paulo time (Efí's docs' examples). */
export function efiDateTime(iso: string): string {
  return formatInBrazil(new Date(iso), "yyyy-MM-dd HH:mm:ss");
}

export function chargeLinks(req: SandboxRequest, id: number) {
  const base = origin(req);
  return { link: `${base}/emissao/${id}`, billet_link: `${base}/v1/charge/${id}/pdf`, pdf: { charge: `${base}/v1/charge/${id}/pdf` } };
}

/** The boleto's own fields: `pix` only for a boleto with PIX (a plain boleto has none). */
export async function billetJson(req: SandboxRequest, charge: SandboxCharge) {
  return {
    barcode: charge.barcode,
    ...(charge.pix ? { pix: { qrcode: charge.pix.qrcode, qrcode_image: await qrPng(charge.pix.qrcode) } } : {}),
    ...chargeLinks(req, charge.charge_id),
    expire_at: charge.expire_at,
  };
}

type RequestCustomer = {
  name?: string;
  cpf?: string;
  juridical_person?: { corporate_name: string; cnpj: string };
  email?: string;
  phone_number?: string;
};

/**
 * The customer as the detail shows it: a company's corporate_name and cnpj at the top, not under
 * juridical_person as the request sends them (the SDK's ChargeDetailCustomerSchema).
 */
function detailCustomer(charge: SandboxCharge) {
  const { name, cpf, juridical_person, email, phone_number } = charge.customer as RequestCustomer;
  return {
    ...(juridical_person ? { corporate_name: juridical_person.corporate_name, cnpj: juridical_person.cnpj } : { name, cpf }),
    ...(email ? { email } : {}),
    ...(phone_number ? { phone_number } : {}),
  };
}

/** The customer as a list item shows it: always a phone_number, null when none (ChargeListCustomerSchema). */
function listCustomer(charge: SandboxCharge) {
  const { name, cpf, juridical_person, phone_number } = charge.customer as RequestCustomer;
  return {
    ...(juridical_person ? { corporate_name: juridical_person.corporate_name, cnpj: juridical_person.cnpj } : { name, cpf }),
    phone_number: phone_number ?? null,
  };
}

/** POST /v1/charge/one-step: the two answers Efí documents, with PIX (Bolix) and a plain boleto. */
export async function createdJson(req: SandboxRequest, charge: SandboxCharge) {
  return {
    code: 200,
    data: {
      ...(await billetJson(req, charge)),
      charge_id: charge.charge_id,
      status: charge.status,
      total: charge.total,
      payment: "banking_billet",
    },
  };
}

const HISTORY: Record<string, string> = {
  new: "Cobrança criada",
  waiting: "Pagamento via boleto aguardando confirmação",
  paid: "Pagamento confirmado",
};

/** GET /v1/charge/:id: notification_url, history, customer; payment.created_at and message beside banking_billet. */
export async function detailJson(req: SandboxRequest, charge: SandboxCharge) {
  return {
    code: 200,
    data: {
      charge_id: charge.charge_id,
      total: charge.total,
      status: charge.status,
      custom_id: charge.custom_id,
      created_at: efiDateTime(charge.created_at),
      notification_url: charge.notification_url,
      items: charge.items,
      history: charge.changes.map((change) => ({ message: HISTORY[change.current] ?? change.current, created_at: efiDateTime(change.at) })),
      customer: detailCustomer(charge),
      payment: {
        method: "banking_billet",
        created_at: efiDateTime(charge.created_at),
        message: charge.message ?? null,
        banking_billet: await billetJson(req, charge),
      },
    },
  };
}

/** One item of GET /v1/charges: the charge, its customer and its payment. */
export async function listItemJson(req: SandboxRequest, charge: SandboxCharge) {
  return {
    id: charge.charge_id,
    total: charge.total,
    status: charge.status,
    custom_id: charge.custom_id,
    created_at: efiDateTime(charge.created_at),
    customer: listCustomer(charge),
    payment: {
      payment_method: "banking_billet",
      paid_at: charge.paid ? efiDateTime(charge.paid.at) : null,
      ...(charge.paid
        ? { paid_value: charge.paid.value, received_by_bank_at: formatInBrazil(new Date(charge.paid.at), "yyyy-MM-dd") }
        : {}),
      banking_billet: await billetJson(req, charge),
    },
  };
}

/** GET /v1/notification/:token: the charge's changes of status, in order (Efí's docs, "Notificações"). */
export function notificationJson(charge: SandboxCharge) {
  return {
    code: 200,
    data: charge.changes.map((change, index) => ({
      id: index + 1,
      type: "charge",
      custom_id: charge.custom_id,
      status: { current: change.current, previous: change.previous },
      identifiers: { charge_id: charge.charge_id },
      ...(change.value !== undefined
        ? { value: change.value, received_by_bank_at: formatInBrazil(new Date(change.at), "yyyy-MM-dd") }
        : {}),
      created_at: efiDateTime(change.at),
    })),
  };
}
