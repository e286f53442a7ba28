"use client";

import { useState } from "react";

/** The one client component: a button that asks a route handler for a PIX code and shows it with a copy button. */
export function PixPanel({ label }: { label: string }) {
  const [code, setCode] = useState<string | null>(null);
  const generate = async () => {
    const res = await fetch("/api/pix", { method: "POST" });
    setCode(((await res.json()) as { code: string }).code);
  };
  return (
    <div>
      <button type="button" onClick={() => void generate()}>
        {label}
      </button>
      {code && (
        <div role="dialog" aria-label="PIX Gerado com Sucesso">
          <span>PIX Copia e Cola</span>
          <button type="button" onClick={() => void navigator.clipboard?.writeText(code)}>
            Copiar
          </button>
          <p data-testid="pix-copia-e-cola">{code}</p>
        </div>
      )}
    </div>
  );
}
