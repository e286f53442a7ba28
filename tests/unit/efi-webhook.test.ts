import { describe, expect, it } from "vitest";
import { isNotFoundName } from "@/lib/efi/errors";

/* Recognising Efí's "not found" by the error's name (docs/UPSTREAMS.md §2.1). */

describe("isNotFoundName", () => {
  it("knows Efí's names for a missing resource of either API, whatever the status they come with", () => {
    for (const name of ["cobranca_nao_encontrada", "location_nao_encontrada", "pix_nao_encontrado", "webhook_nao_encontrado", "charge_not_found", "notification_not_found"]) {
      expect(isNotFoundName(name), name).toBe(true);
    }
  });

  it("does not take a missing route, another refusal or no name for a missing resource", () => {
    for (const name of ["nao_encontrado", "not_found", "txid_duplicado", "json_invalido", "validation_error", "", undefined]) {
      expect(isNotFoundName(name), String(name)).toBe(false);
    }
  });
});
