/** Ports of the portal and sandboxes during browser tests (the demo's by default). */
export const e2ePorts = {
  first: Number(process.env.E2E_PORT_FIRST ?? 8093),
  second: Number(process.env.E2E_PORT_SECOND ?? 8094),
};
