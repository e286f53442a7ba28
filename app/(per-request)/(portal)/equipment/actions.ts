"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/shared/action-result";
import { customerAction } from "@/lib/auth/action";
import { changeWifi, restartRouter, revealWifi, switchBand } from "@/lib/equipment/service";
import { bandSwitchSchema, contractOnlySchema, wifiChangeSchema } from "@/lib/equipment/validation";

type Done = ActionResult<{ message: string }>;

const reveal = customerAction(contractOnlySchema, (input, customer) => revealWifi(customer.document, input.contrato));
const wifi = customerAction(wifiChangeSchema, async (input, customer): Promise<Done> => {
  const result = await changeWifi(customer.document, input);
  if (result.ok) revalidatePath("/equipment");
  return result;
});
const band = customerAction(bandSwitchSchema, async (input, customer): Promise<Done> => {
  const result = await switchBand(customer.document, input);
  if (result.ok) revalidatePath("/equipment");
  return result;
});
const restart = customerAction(contractOnlySchema, (input, customer) => restartRouter(customer.document, input.contrato));

/** The router's Wi-Fi passwords, read from the SGP only when the subscriber reveals them. */
export async function revealRouterWifi(input: unknown): Promise<ActionResult<{ password24: string; password5: string }>> {
  return reveal(input);
}

export async function changeRouterWifi(input: unknown): Promise<Done> {
  return wifi(input);
}

export async function switchRouterBand(input: unknown): Promise<Done> {
  return band(input);
}

export async function restartRouterNow(input: unknown): Promise<Done> {
  return restart(input);
}
