import { confirmationMessages } from "@/lib/billing/confirmation/messages";

/** Where a watch of a PIX charge stands, short of its confirmation. */
export type PixWatchStage = "watching" | "expired" | "closed" | "stopped";

const WATCH_TEXT: Record<PixWatchStage, string> = {
  watching: confirmationMessages.waiting,
  expired: confirmationMessages.expired,
  closed: confirmationMessages.closed,
  stopped: confirmationMessages.watchStopped,
};

/** 'Aguardando o pagamento…' and its endings, in the PIX dialog and in the page a PIX answered without script refreshes to. */
export function PixWatchStatus({ stage }: { stage: PixWatchStage }) {
  return (
    <p role="status" data-testid="pix-watch" className="text-center text-sm text-muted-foreground">
      {WATCH_TEXT[stage]}
    </p>
  );
}

/**
 * The next look of a watch kept without script: the page reloads itself at `href` (a GET the server
 * answers with the charge as it is then). Not a script, so the CSP has nothing to allow.
 */
export function WatchRefresh({ href, seconds }: { href: string; seconds: number }) {
  return <meta httpEquiv="refresh" content={`${seconds};url=${href}`} />;
}
