const monthFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
});

/** Calendar month of `instant` in Brazil as 'YYYY-MM', the value of liberacao_confianca_central.mes_referencia. */
export function mesReferencia(instant: Date = new Date()): string {
  const parts = monthFormat.formatToParts(instant);
  const year = parts.find((p) => p.type === "year")?.value;
  const month = parts.find((p) => p.type === "month")?.value;
  return `${year}-${month}`;
}
