import { FileText, ShieldCheck, Wallet } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { dashboardMessages as m } from "@/lib/billing/invoices/messages";

const SHORTCUTS = [
  { href: "/trust-release", label: m.shortcuts.trustRelease, icon: ShieldCheck },
  { href: "/invoices", label: m.shortcuts.payInvoice, icon: Wallet },
  { href: "/support", label: m.shortcuts.contracts, icon: FileText },
] as const;

/**
 * Greets the customer by first name and offers the three shortcuts of the spec. The shortcuts are not
 * prefetched: each prefetch would render its page, SGP calls included, on every dashboard view.
 */
export function WelcomeBanner({ firstName }: { firstName: string }) {
  return (
    <section className="mb-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6" aria-labelledby="dashboard-boas-vindas">
      <h1 id="dashboard-boas-vindas" className="text-2xl font-bold tracking-tight">
        {m.greeting(firstName)}
      </h1>
      <p className="mt-1 text-muted-foreground">{m.welcome}</p>
      <nav aria-label="Atalhos" className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {SHORTCUTS.map(({ href, label, icon: Icon }) => (
          <Button key={href} asChild variant={href === "/invoices" ? "default" : "outline"}>
            <Link href={href} prefetch={false}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </Button>
        ))}
      </nav>
    </section>
  );
}
