import { Loader2 } from "lucide-react";

/** Shown while a portal page renders on the server, which starts by checking the session. */
export default function PortalLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden />
      <p>Verificando autenticação...</p>
    </div>
  );
}
