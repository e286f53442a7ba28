/** Whose invoice this is, masked (spec §9): 'João P***** L***', '111.***.***-35'. */
export function CustomerSummary({ nome, documento }: { nome: string; documento: string }) {
  return (
    <div className="text-center">
      <h1 className="text-xl font-semibold" data-testid="customer-name">
        {nome}
      </h1>
      <p className="font-mono text-sm text-muted-foreground" data-testid="customer-document">
        {documento}
      </p>
    </div>
  );
}
