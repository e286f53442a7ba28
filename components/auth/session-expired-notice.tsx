"use client";

import { useEffect } from "react";
import { loginMessages } from "@/lib/auth/messages";
import { SESSION_EXPIRED_PARAM } from "@/lib/auth/session-policy";

/** The spec's logout after 24 hours says so in the console only, never on screen. */
export function SessionExpiredNotice() {
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has(SESSION_EXPIRED_PARAM)) console.info(loginMessages.sessionExpiredConsole);
  }, []);
  return null;
}
