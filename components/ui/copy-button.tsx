"use client";

import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { clipboardMessages as m } from "@/lib/shared/clipboard-messages";

/** Spec §9: the copy confirmation lasts 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and non-secure origins have no async clipboard: copy through a hidden field.
    const field = document.createElement("textarea");
    field.value = text;
    field.setAttribute("readonly", "");
    field.style.position = "fixed";
    field.style.opacity = "0";
    document.body.appendChild(field);
    field.select();
    const ok = document.execCommand("copy");
    field.remove();
    return ok;
  }
}

type Props = {
  text: string;
  /** What is copied, for screen readers ('Copiar código PIX'). */
  what: string;
  className?: string;
};

/** Copies `text`; shows 'Copiado!' on the button and in a toast for 2 s. Used by payments, the PIX check and the Wi-Fi password. */
export function CopyButton({ text, what, className }: Props) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    if (!(await writeClipboard(text))) return;
    setCopied(true);
    toast.success(m.copied, { description: m.copiedDescription, duration: COPY_CONFIRMATION_MS });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  }

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={copy}
      className={className}
      aria-label={copied ? m.copied : `${m.copy} ${what}`}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? m.copied : m.copy}
    </Button>
  );
}
