"use client";

import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { DOCUMENT_INPUT_MAX_LENGTH, maskDocumentInput } from "@/lib/shared/br/document";

type Props = Omit<ComponentProps<typeof Input>, "onChange" | "value"> & {
  value: string;
  onValueChange: (masked: string) => void;
};

/** CPF/CNPJ field that formats while typing (CPF mask up to 11 digits, then CNPJ), at most 18 characters. */
export function DocumentInput({ value, onValueChange, ...props }: Props) {
  return (
    <Input
      inputMode="text"
      autoComplete="username"
      maxLength={DOCUMENT_INPUT_MAX_LENGTH}
      placeholder="000.000.000-00 ou 00.000.000/0000-00"
      {...props}
      value={value}
      onChange={(event) => onValueChange(maskDocumentInput(event.target.value))}
    />
  );
}
