"use client";

import { useEffect } from "react";
import { loginMessages } from "@/lib/auth/messages";

/** The spec's logout after 24 hours says so in the console only, never on screen. */
export function SessionExpiredNotice() {
  useEffect(() => console.info(loginMessages.sessionExpiredConsole), []);
  return null;
}
