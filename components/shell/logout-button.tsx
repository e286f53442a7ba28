"use client";

import { LogOut } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from "@/components/ui/sidebar";

// Fetched with the click that needs them, not with every portal page.
const LogoutDoneDialog = dynamic(() => import("@/components/shell/logout-done-dialog").then((m) => m.LogoutDoneDialog));

export function LogoutButton() {
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    const [{ signOut }, { forgetPushSubscription }] = await Promise.all([
      import("next-auth/react"),
      import("@/components/push/push-client"),
    ]);
    // While the session still exists: the server forgets this browser's push subscription.
    await forgetPushSubscription();
    await signOut({ redirect: false });
    setPending(false);
    setDone(true);
  }

  return (
    <>
      <SidebarMenu>
        <SidebarMenuItem>
          <SidebarMenuButton onClick={logout} disabled={pending} tooltip="Sair">
            <LogOut aria-hidden />
            <span>Sair</span>
          </SidebarMenuButton>
        </SidebarMenuItem>
      </SidebarMenu>
      {done && <LogoutDoneDialog />}
    </>
  );
}
