/**
 * The old portal's architecture, rebuilt for the journey benchmark (bench/journeys): a client-rendered
 * single-page app. The browser holds the session in local storage and calls the subscriber system
 * itself, three times in sequence (customer, open invoices, paid invoices), then the gateway for the
 * PIX, through a pass-through proxy that only adds CORS (bench/replica/server.ts). The texts and
 * roles match the portal's, so the same journey script drives both.
 */
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";

declare const REPLICA: {
  proxy: string;
  sgp: { app: string; token: string };
  efi: { clientId: string; clientSecret: string; pixKey: string };
};

type Titulo = {
  id: number;
  numeroDocumento: string;
  valorCorrigido: number;
  dataVencimento: string;
  demonstrativo?: string;
  valorPago?: number;
};
type Cliente = { nome: string; cpfCnpj: string; contratos: { contratoCentralSenha?: string }[] };

const brl = (value: number) => new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(value);
const digits = (value: string) => value.replace(/\D/g, "");

async function sgp<T>(path: string, fields: Record<string, string>): Promise<T> {
  const body = new URLSearchParams({ app: REPLICA.sgp.app, token: REPLICA.sgp.token, ...fields });
  const res = await fetch(`${REPLICA.proxy}/sgp${path}`, { method: "POST", body });
  if (!res.ok) throw new Error(`SGP ${res.status}`);
  return (await res.json()) as T;
}

const customer = async (cpfcnpj: string) => (await sgp<{ clientes: Cliente[] }>("/api/ura/clientes/", { cpfcnpj })).clientes[0] ?? null;
const titles = async (cpfcnpj: string, status: "abertos" | "pagos") =>
  (await sgp<{ titulos: Titulo[] }>("/api/ura/titulos/", { cpfcnpj, status, ordenar: "data_vencimento" })).titulos;

let gatewayToken: Promise<string> | null = null;
/** The gateway's bearer token, asked for once when the app starts (off the critical path). */
function gatewayAuth(): Promise<string> {
  gatewayToken ??= fetch(`${REPLICA.proxy}/efi/oauth/token`, {
    method: "POST",
    headers: { authorization: `Basic ${btoa(`${REPLICA.efi.clientId}:${REPLICA.efi.clientSecret}`)}`, "content-type": "application/json" },
    body: JSON.stringify({ grant_type: "client_credentials" }),
  }).then(async (r) => ((await r.json()) as { access_token: string }).access_token);
  return gatewayToken;
}

async function generatePix(invoice: Titulo, cliente: Cliente): Promise<string> {
  const res = await fetch(`${REPLICA.proxy}/efi/v2/cob`, {
    method: "POST",
    headers: { authorization: `Bearer ${await gatewayAuth()}`, "content-type": "application/json" },
    body: JSON.stringify({
      calendario: { expiracao: 3600 },
      valor: { original: invoice.valorCorrigido.toFixed(2) },
      chave: REPLICA.efi.pixKey,
      solicitacaoPagador: `Fatura ${invoice.numeroDocumento} - ${cliente.nome}`.slice(0, 140),
    }),
  });
  if (!res.ok) throw new Error(`gateway ${res.status}`);
  return ((await res.json()) as { pixCopiaECola: string }).pixCopiaECola;
}

function navigate(path: string) {
  history.pushState(null, "", path);
  dispatchEvent(new PopStateEvent("popstate"));
}

function PixPanel({ invoice, cliente, label }: { invoice: Titulo; cliente: Cliente; label: string }) {
  const [code, setCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void generatePix(invoice, cliente)
            .then(setCode)
            .finally(() => setBusy(false));
        }}
      >
        {busy ? "Gerando PIX..." : label}
      </button>
      {code && (
        <div role="dialog" aria-label="PIX Gerado com Sucesso">
          <h2>PIX Gerado com Sucesso</h2>
          <span>PIX Copia e Cola</span>
          <button type="button" onClick={() => void navigator.clipboard?.writeText(code)}>
            Copiar
          </button>
          <p data-testid="pix-copia-e-cola">{code}</p>
        </div>
      )}
    </div>
  );
}

/** Customer, open invoices and paid invoices, one after the other, as the old portal loaded them. */
function useAccount(cpfcnpj: string | null, withPaid: boolean) {
  const [state, setState] = useState<{ cliente: Cliente; open: Titulo[]; paid: Titulo[] } | null>(null);
  useEffect(() => {
    if (!cpfcnpj) return;
    void (async () => {
      const cliente = await customer(cpfcnpj);
      if (!cliente) return;
      const open = await titles(cpfcnpj, "abertos");
      const paid = withPaid ? await titles(cpfcnpj, "pagos") : [];
      setState({ cliente, open, paid });
    })();
  }, [cpfcnpj, withPaid]);
  return state;
}

function Login() {
  const [doc, setDoc] = useState("");
  const [senha, setSenha] = useState("");
  const [welcome, setWelcome] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const cliente = await customer(digits(doc));
    const expected = cliente?.contratos[0]?.contratoCentralSenha ?? digits(doc);
    if (!cliente || senha !== expected) return setError(true);
    localStorage.setItem("cliente_logado", JSON.stringify({ cpf: digits(doc), nome: cliente.nome }));
    localStorage.setItem("login_timestamp", String(Date.now()));
    setWelcome(cliente.nome);
    setTimeout(() => navigate("/"), 1500);
  };
  return (
    <main>
      <h1>Central do Assinante</h1>
      <form onSubmit={(e) => void submit(e)}>
        <label htmlFor="documento">CPF/CNPJ</label>
        <input id="documento" value={doc} maxLength={18} onChange={(e) => setDoc(e.target.value)} />
        <label htmlFor="senha">Senha</label>
        <input id="senha" type="password" value={senha} onChange={(e) => setSenha(e.target.value)} />
        <button type="submit">Entrar</button>
      </form>
      {welcome && <p role="status">Bem-vindo, {welcome}!</p>}
      {error && <p role="alert">Credenciais invalidas</p>}
    </main>
  );
}

function Dashboard() {
  const stored = localStorage.getItem("cliente_logado");
  const cpf = stored ? (JSON.parse(stored) as { cpf: string }).cpf : null;
  useEffect(() => {
    if (!cpf) navigate("/login");
  }, [cpf]);
  const account = useAccount(cpf, true);
  if (!account) return <p>Carregando...</p>;
  const next = account.open[0];
  return (
    <main>
      <h1>Olá, {account.cliente.nome.split(" ")[0]}!</h1>
      <section>
        <h2>Próxima Fatura</h2>
        {next ? <p>{brl(next.valorCorrigido)}</p> : <p>Em Dia</p>}
        {next && <PixPanel invoice={next} cliente={account.cliente} label="Pagar com PIX" />}
      </section>
      <ul aria-label="Últimos pagamentos">
        {account.paid.slice(-3).map((t) => (
          <li key={t.id}>
            {t.demonstrativo} {brl(t.valorPago ?? t.valorCorrigido)}
          </li>
        ))}
      </ul>
    </main>
  );
}

function PublicInvoice({ token }: { token: string }) {
  const stored = sessionStorage.getItem(`fatura_token_${token}`);
  const cpf = stored ? (JSON.parse(stored) as { cpfcnpj: string }).cpfcnpj : null;
  const account = useAccount(cpf, false);
  if (!cpf) return <h1>Acesso Expirado</h1>;
  if (!account) return <p>Carregando...</p>;
  const next = account.open[0];
  return (
    <main>
      <h1>{account.cliente.nome}</h1>
      {next ? <h2>{brl(next.valorCorrigido)}</h2> : <h2>Conta em Dia!</h2>}
      {next && <PixPanel invoice={next} cliente={account.cliente} label="Gerar PIX" />}
    </main>
  );
}

function App() {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    void gatewayAuth();
    const onPop = () => setPath(location.pathname);
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);
  if (path === "/login") return <Login />;
  const fatura = /^\/fatura\/([\w-]+)$/.exec(path);
  if (fatura) return <PublicInvoice token={fatura[1]!} />;
  return <Dashboard />;
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
