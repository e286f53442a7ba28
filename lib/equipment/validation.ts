import { z } from "zod";
import { equipmentMessages as m } from "@/lib/equipment/messages";

/** An SSID is 1 to 32 bytes (IEEE 802.11): counted in UTF-8, so an accented letter takes two. */
export function isValidSsid(ssid: string): boolean {
  const bytes = new TextEncoder().encode(ssid).length;
  return bytes >= 1 && bytes <= 32;
}

/** A WPA2 passphrase is 8 to 63 printable ASCII characters (IEEE 802.11i). */
export function isValidPassphrase(passphrase: string): boolean {
  return /^[\x20-\x7E]{8,63}$/.test(passphrase);
}

const contrato = z.coerce.number().int().positive();
const band = z.enum(["24", "5"]);

/** A Wi-Fi change as the form sends it: a blank field is "keep as is". */
export const wifiChangeSchema = z.object({
  contrato,
  band,
  ssid: z
    .string()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || isValidSsid(v), m.errors.ssid)
    .optional(),
  password: z
    .string()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || isValidPassphrase(v), m.errors.password)
    .optional(),
});

export const bandSwitchSchema = z.object({ contrato, band, enabled: z.boolean() });
export const contractOnlySchema = z.object({ contrato });

export type WifiChangeInput = z.input<typeof wifiChangeSchema>;
