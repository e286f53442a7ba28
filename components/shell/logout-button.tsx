"use client";

import { LogOut } from "lucide-react";
import { signOut } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from "@/components/ui/sidebar";

export function LogoutButton() {
  const router = useRouter();
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
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
      <AlertDialog open={done}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Logout realizado</AlertDialogTitle>
            <AlertDialogDescription>Você foi desconectado com sucesso.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogAction onClick={() => router.replace("/login")}>OK</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
