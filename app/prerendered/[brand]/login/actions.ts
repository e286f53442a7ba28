"use server";

import { signInWithForm, type FormSignInState } from "@/lib/auth/form-sign-in";

/** The login form sent natively, before or without its script (lib/auth/form-sign-in.ts). */
export async function signInWithoutScript(_previous: FormSignInState, form: FormData): Promise<FormSignInState> {
  return signInWithForm(form);
}
