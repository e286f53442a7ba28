"use server";

import { signInFromScript, signInWithForm, type FormSignInState, type ScriptSignIn } from "@/lib/auth/form-sign-in";

/** The login form sent natively, before or without its script (lib/auth/form-sign-in.ts). */
export async function signInWithoutScript(_previous: FormSignInState, form: FormData): Promise<FormSignInState> {
  return signInWithForm(form);
}

/** The login form sent by its script (lib/auth/form-sign-in.ts). */
export async function signInWithScript(form: FormData): Promise<ScriptSignIn> {
  return signInFromScript(form);
}
