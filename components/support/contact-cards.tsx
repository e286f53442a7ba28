import { brandContactLinks } from "@/components/brand/brand-contacts";
import type { Brand } from "@/config/brands";
import { supportMessages as m } from "@/lib/support/messages";

/** Phone, WhatsApp and e-mail of the brand; a channel the brand has not configured is not shown. */
export function ContactCards({ brand }: { brand: Brand }) {
  const contacts = brandContactLinks(brand);
  if (contacts.length === 0) return null;
  return (
    <section aria-labelledby="suporte-contatos" className="space-y-3">
      <h2 id="suporte-contatos" className="text-lg font-semibold">
        {m.contacts.title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {contacts.map(({ kind, label, value, href, icon: Icon }) => (
          <li key={kind}>
            <a
              href={href}
              rel="noopener"
              target={kind === "whatsapp" ? "_blank" : undefined}
              data-testid={`contact-${kind}`}
              className="flex h-full items-center gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block text-sm text-muted-foreground">{label}</span>
                <span className="block font-medium break-words">{value}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
