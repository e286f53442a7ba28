import Link from "next/link";
import { SearchX } from "lucide-react";
import { MAIN_CONTENT_ID } from "@/components/shell/skip-link";
import { Button } from "@/components/ui/button";

export const notFoundTitle = "Página não encontrada";

/** The 404 screen: app/global-not-found.tsx renders it for every address no route answers. */
export function NotFoundScreen() {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex min-h-svh flex-col items-center justify-center gap-6 p-6 text-center outline-none"
    >
      <SearchX className="size-16 text-muted-foreground" aria-hidden />
      <div className="space-y-2">
        <p className="text-6xl font-bold text-primary">404</p>
        <h1 className="text-2xl font-semibold">Oops! Pagina nao encontrada</h1>
        <p className="text-muted-foreground">O endereço que você abriu não existe ou foi movido.</p>
      </div>
      <Button asChild>
        <Link href="/">Voltar para o início</Link>
      </Button>
    </main>
  );
}
