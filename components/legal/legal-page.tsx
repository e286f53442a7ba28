import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { BrandLogo } from "@/components/brand/brand-logo";
import { MAIN_CONTENT_ID } from "@/components/shell/skip-link";
import type { Brand } from "@/config/brands";
import type { LegalSection } from "@/config/legal";

/** Terms and privacy: a readable document with a way back to the login. */
export function LegalPage({
  brand,
  title,
  updatedAt,
  sections,
}: {
  brand: Brand;
  title: string;
  updatedAt: string;
  sections: LegalSection[];
}) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-svh bg-muted/40 px-4 py-8 outline-none">
      <article className="mx-auto max-w-3xl space-y-6 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
        <Link href="/login" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden /> Voltar para o login
        </Link>
        <BrandLogo brand={brand} block className="h-8" />
        <header className="space-y-1">
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-sm text-muted-foreground">Última atualização: {updatedAt}</p>
        </header>
        {sections.map((section) => (
          <section key={section.title} className="space-y-2">
            <h2 className="text-lg font-semibold">{section.title}</h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="leading-relaxed">
                {p}
              </p>
            ))}
          </section>
        ))}
      </article>
    </main>
  );
}
