import { describe, expect, it } from "vitest";
import { resolveBrand } from "@/lib/platform/brand/resolve";

describe("resolveBrand", () => {
  it("maps the demo ports to the two brands", () => {
    expect(resolveBrand({ port: "8093" })).toBe("velozfibra");
    expect(resolveBrand({ port: "8094" })).toBe("conectasul");
  });

  it("follows the order configured, port, host, stored choice", () => {
    const hosts = { "central.conectasul.net.br": "conectasul" };
    expect(resolveBrand({ configured: "enterprise", port: "8093", host: "central.conectasul.net.br", hosts })).toBe("enterprise");
    expect(resolveBrand({ port: "8093", host: "central.conectasul.net.br", hosts })).toBe("velozfibra");
    expect(resolveBrand({ host: "central.conectasul.net.br:443", hosts, stored: "velozfibra" })).toBe("conectasul");
    expect(resolveBrand({ host: "outro.example", hosts, stored: "velozfibra" })).toBe("velozfibra");
  });

  it("matches parent domains, the longest first, case-insensitively", () => {
    const hosts = { "velozfibra.com.br": "velozfibra", "sul.velozfibra.com.br": "conectasul" };
    expect(resolveBrand({ host: "Central.VelozFibra.com.br", hosts })).toBe("velozfibra");
    expect(resolveBrand({ host: "minha.sul.velozfibra.com.br", hosts })).toBe("conectasul");
    expect(resolveBrand({ host: "xvelozfibra.com.br", hosts })).toBe("enterprise");
  });

  it("ignores unknown brand names and falls back to the generic theme", () => {
    expect(resolveBrand({ configured: "nao-existe", stored: "tambem-nao" })).toBe("enterprise");
    expect(resolveBrand({ port: "9999", ports: { "9999": "conectasul" } })).toBe("conectasul");
  });
});
