import type { Customer, Contract, Service } from "@/lib/vendors/sgp/types";

export type OwnedService = { contract: Contract; service: Service };

/**
 * The service `servicoId` of contract `contratoId`, only when both belong to
 * `client` (the session customer as the subscriber system describes them);
 * null otherwise. Every action that names a contract or service goes through it.
 * A null `servicoId` names a service the SGP told without an id (lib/vendors/sgp/consulta.ts).
 */
export function findOwnedService(client: Customer, contratoId: number, servicoId: number | null): OwnedService | null {
  const contract = client.contracts.find((c) => c.id === contratoId);
  const service = contract?.services.find((s) => s.id === servicoId);
  return contract && service ? { contract, service } : null;
}
