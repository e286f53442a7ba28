"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { SessionCustomer } from "@/lib/auth/session-customer";

/**
 * The authentication context (docs/SPEC.md §6): whether someone is logged in and who. The
 * portal's layout fills it from the signed session on the server, so client components read
 * the customer without a request of their own; nothing of it is kept in local storage.
 */
export type AuthState = { isAuthenticated: boolean; customer: SessionCustomer | null };

const AuthContext = createContext<AuthState>({ isAuthenticated: false, customer: null });

export function AuthProvider({ customer, children }: { customer: SessionCustomer | null; children: ReactNode }) {
  return <AuthContext.Provider value={{ isAuthenticated: customer !== null, customer }}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
