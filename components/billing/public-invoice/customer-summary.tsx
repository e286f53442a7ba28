/** Whose invoice this is, masked (docs/SPEC.md §9): 'João P***** L***', '111.***.***-35'. */
export function CustomerSummary({ name, document }: { name: string; document: string }) {
  return (
    <div className="text-center">
      <h1 className="text-xl font-semibold" data-testid="customer-name">
        {name}
      </h1>
      <p className="font-mono text-sm text-muted-foreground" data-testid="customer-document">
        {document}
      </p>
    </div>
  );
}
