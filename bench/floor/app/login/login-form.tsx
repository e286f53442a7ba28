"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

/** Posts the document to a route handler that sets a cookie, then goes to / after the spec's 1.5 s, as the portal does. */
export function LoginForm() {
  const router = useRouter();
  const [welcome, setWelcome] = useState(false);
  const submit = async (form: FormData) => {
    const res = await fetch("/api/login", { method: "POST", body: form });
    if (!res.ok) return;
    setWelcome(true);
    setTimeout(() => router.push("/"), 1500);
  };
  return (
    <form action={(form) => void submit(form)}>
      <label htmlFor="documento">CPF/CNPJ</label>
      <input id="documento" name="documento" maxLength={18} />
      <label htmlFor="senha">Senha</label>
      <input id="senha" name="senha" type="password" />
      <button type="submit">Entrar</button>
      {welcome && <p role="status">Bem-vindo!</p>}
    </form>
  );
}
