"use client";

import type { CSSProperties } from "react";
import { useTheme } from "next-themes";
import { Toaster as SonnerToaster, type ToasterProps } from "sonner";

/** App-wide toaster: follows the resolved light/dark theme, rich colours, close button, 4 s, top right. */
function Toaster({ toastOptions, ...props }: ToasterProps) {
  const { resolvedTheme } = useTheme();
  const theme: ToasterProps["theme"] = resolvedTheme === "dark" ? "dark" : resolvedTheme === "light" ? "light" : "system";
  return (
    <SonnerToaster
      theme={theme}
      richColors
      closeButton
      duration={4000}
      position="top-right"
      containerAriaLabel="Avisos"
      className="toaster"
      toastOptions={{ closeButtonAriaLabel: "Dispensar aviso", ...toastOptions }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
