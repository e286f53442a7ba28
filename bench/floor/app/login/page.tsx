import { LoginForm } from "./login-form";

/** Built ahead, as the portal's /login is. */
export default function LoginPage() {
  return (
    <main>
      <h1>Central do Assinante</h1>
      <LoginForm />
    </main>
  );
}
