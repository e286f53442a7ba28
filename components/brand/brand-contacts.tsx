import { Mail, MessageCircle, Phone } from "lucide-react";
import type { Brand } from "@/config/brands";

/** The provider's support channels from the brand configuration; channels not configured are left out. */
export function brandContactLinks(brand: Brand) {
  const { phone, whatsapp, email } = brand.support;
  return [
    phone && { kind: "phone" as const, label: "Telefone", value: phone, href: `tel:${phone.replace(/\D/g, "")}`, icon: Phone },
    whatsapp && {
      kind: "whatsapp" as const,
      label: "WhatsApp",
      value: whatsapp.replace(/^55(\d{2})(\d{4,5})(\d{4})$/, "($1) $2-$3"),
      href: `https://wa.me/${whatsapp}`,
      icon: MessageCircle,
    },
    email && { kind: "email" as const, label: "E-mail", value: email, href: `mailto:${email}`, icon: Mail },
  ].filter((c) => !!c);
}

export function BrandContacts({ brand }: { brand: Brand }) {
  const contacts = brandContactLinks(brand);
  if (contacts.length === 0) return <p className="text-sm">Procure o atendimento do seu provedor.</p>;
  return (
    <ul className="space-y-2">
      {contacts.map(({ kind, label, value, href, icon: Icon }) => (
        <li key={kind}>
          <a href={href} className="flex items-center gap-2 rounded-md border p-2 text-sm hover:bg-accent" rel="noopener">
            <Icon className="size-4 text-primary" aria-hidden />
            <span className="font-medium">{label}:</span> {value}
          </a>
        </li>
      ))}
    </ul>
  );
}
