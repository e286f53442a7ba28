import { CopyButton } from "@/components/ui/copy-button";

type Props = { id: string; label: string; value: string };

/** A long code (PIX copia e cola, linha digitável) shown in full, selectable, with its copy button. */
export function CopyableCode({ id, label, value }: Props) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">{label}</span>
        <CopyButton text={value} what={label} />
      </div>
      <p data-testid={id} className="rounded-md border bg-muted/50 p-2 font-mono text-xs break-all select-all">
        {value}
      </p>
    </div>
  );
}
