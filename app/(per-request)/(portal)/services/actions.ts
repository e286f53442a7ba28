"use server";

import type { ActionResult } from "@/lib/shared/action-result";
import { customerAction } from "@/lib/auth/action";
import { revealWifiPasswords } from "@/lib/services/load";
import { wifiRevealSchema, type WifiPasswords } from "@/lib/services/validation";

const reveal = customerAction(wifiRevealSchema, (input, customer) => revealWifiPasswords(customer.document, input));

/** The Wi-Fi passwords of one of the logged-in customer's services, fetched only when revealed. */
export async function revealWifiPassword(input: unknown): Promise<ActionResult<WifiPasswords>> {
  return reveal(input);
}
