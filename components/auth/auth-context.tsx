"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { SessionCustomer } from "@/lib/auth/options";

/**
 * The authentication context (docs/SPEC.md §6): whether someone is logged in and who. The
 * portal's layout fills it from the signed session on the server, so client components read
 * the customer without a request of their own; nothing of it is kept in local storage.
 */
export type AuthState = { isAuthenticated: boolean; cliente: SessionCustomer | null };

const AuthContext = createContext<AuthState>({ isAuthenticated: false, cliente: null });

export function AuthProvider({ cliente, children }: { cliente: SessionCustomer | null; children: ReactNode }) {
  return <AuthContext.Provider value={{ isAuthenticated: cliente !== null, cliente }}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
