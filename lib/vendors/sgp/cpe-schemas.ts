import { z } from "zod";
import { flag, nullableNum, text, withAliases } from "./primitives";

/**
 * `/api/ura/cpemanage/` answers (docs/SGP-ENDPOINTS.md §6): `{success, msg, info}` on GET (one
 * consumer's type, UNCONFIRMED), `{success, msg}` on POST. `pppoe_password` and the like are never read.
 */
const infoSchema = withAliases(
  { wifi_ssid: ["ssid"], model: ["product_class"] },
  z.object({
    wifi_ssid: text,
    wifi_password: text,
    wifi_ssid_5ghz: text,
    wifi_password_5ghz: text,
    wifi_enabled: flag(null),
    wifi_enabled_5ghz: flag(null),
    model: text,
    manufacturer: text,
    online_host_num: nullableNum,
  }),
).transform((i) => ({
  ssid24: i.wifi_ssid,
  password24: i.wifi_password,
  ssid5: i.wifi_ssid_5ghz,
  password5: i.wifi_password_5ghz,
  enabled24: i.wifi_enabled,
  enabled5: i.wifi_enabled_5ghz,
  model: i.model,
  manufacturer: i.manufacturer,
  connectedDevices: i.online_host_num,
}));

const objectOrEmpty = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? v : {});

export const cpeReadSchema = z.object({ success: flag(false), msg: text, info: z.preprocess(objectOrEmpty, infoSchema) });

export const cpeWriteSchema = z.object({ success: flag(false), msg: text });

/**
 * `GET /api/fttx/onu/{id}/reset/`: consumers accept `status == 1`, `success == true` or no `erro`
 * (docs/SGP-ENDPOINTS.md §3).
 */
export const onuResetSchema = z
  .object({ status: nullableNum, success: flag(null), erro: text, msg: text })
  .transform((a) => ({ ok: a.erro === "" && a.status !== 0 && a.success !== false, message: a.msg || a.erro }));

/** "O Serviço de internet não possui Gerenciador de CPE configurado." and the like (docs/SGP-ENDPOINTS.md §6). */
export const NO_CPE_MANAGER = /não possui gerenciador|gerenciador de cpe/i;
