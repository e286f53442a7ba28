import type { ReactNode } from "react";

export const metadata = { title: "Next.js floor" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <body>{children}</body>
    </html>
  );
}
