"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/shared/br/dates";
import { speedMessages as m } from "@/lib/connection/messages";
import { latencyAndJitter, mbps, SPEEDTEST, type SpeedResult } from "@/lib/connection/speedtest/rules";

type Phase = "idle" | "latency" | "download" | "upload" | "done" | "failed" | "limited";

class Limited extends Error {}

async function must(response: Response): Promise<Response> {
  if (response.status === 429) throw new Limited();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response;
}

/** Round trips to the server's smallest answer. */
async function measureLatency(): Promise<{ latency: number; jitter: number }> {
  const rtts: number[] = [];
  for (let i = 0; i < SPEEDTEST.pings; i++) {
    const start = performance.now();
    await must(await fetch(`/api/speedtest/ping?n=${i}`, { cache: "no-store" }));
    rtts.push(performance.now() - start);
  }
  return latencyAndJitter(rtts);
}

/** Streams the download and counts the bytes as they arrive. */
async function measureDownload(): Promise<number> {
  const start = performance.now();
  const response = await must(await fetch(`/api/speedtest/download?bytes=${SPEEDTEST.downloadBytes}`, { cache: "no-store" }));
  const reader = response.body!.getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  return mbps(bytes, performance.now() - start);
}

async function measureUpload(): Promise<number> {
  const payload = new Uint8Array(SPEEDTEST.uploadBytes);
  // Incompressible content, filled in the 64 KiB slices getRandomValues allows.
  for (let offset = 0; offset < payload.length; offset += 65_536) crypto.getRandomValues(payload.subarray(offset, offset + 65_536));
  const start = performance.now();
  const response = await must(
    await fetch("/api/speedtest/upload", { method: "POST", body: payload, headers: { "content-type": "application/octet-stream" } }),
  );
  const { bytes } = (await response.json()) as { bytes: number };
  return mbps(bytes, performance.now() - start);
}

/** 'Iniciar teste': download, upload, latency and jitter against this portal's own server; the last results are kept. */
export function SpeedTest({ last, ticketService }: { last: SpeedResult[] | null; ticketService: string | null }) {
  const [phase, setPhase] = useState<Phase>("idle");
  const [results, setResults] = useState<SpeedResult[]>(last ?? []);
  const running = phase === "latency" || phase === "download" || phase === "upload";

  async function run() {
    try {
      setPhase("latency");
      const { latency, jitter } = await measureLatency();
      setPhase("download");
      const download = await measureDownload();
      setPhase("upload");
      const upload = await measureUpload();
      const result = { download, upload, latency, jitter };
      await fetch("/api/speedtest/result", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(result),
      }).catch(() => null);
      setResults((previous) => [{ ...result, at: new Date().toISOString() }, ...previous].slice(0, SPEEDTEST.kept));
      setPhase("done");
    } catch (error) {
      setPhase(error instanceof Limited ? "limited" : "failed");
    }
  }

  const status = running
    ? m.running[phase]
    : phase === "done"
      ? m.done
      : phase === "failed"
        ? m.failed
        : phase === "limited"
          ? m.limited
          : "";
  return (
    <section aria-labelledby="velocidade-titulo" className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="velocidade-titulo">{m.title}</h2>
          </CardTitle>
          <CardDescription>{m.explain}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Button onClick={run} disabled={running}>
            {m.start}
          </Button>
          <p
            role="status"
            aria-live="polite"
            className={phase === "failed" || phase === "limited" ? "text-sm text-destructive" : "text-sm"}
          >
            {status}
          </p>
          <h3 className="text-sm font-semibold">{m.last}</h3>
          {results.length === 0 ? (
            <p className="text-sm text-muted-foreground">{m.none}</p>
          ) : (
            <ul className="space-y-3" aria-label={m.last} data-testid="velocidade-resultados">
              {results.map((r) => {
                const when = formatDateTime(r.at);
                const query = new URLSearchParams({ ...(ticketService ? { servico: ticketService } : {}), descricao: m.ticket(when, r) });
                return (
                  <li key={r.at} className="rounded-md border p-3">
                    <p className="text-xs text-muted-foreground">{m.at(when)}</p>
                    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                      <dt className="text-muted-foreground">{m.download}</dt>
                      <dd data-testid="velocidade-download">{m.mbit(r.download)}</dd>
                      <dt className="text-muted-foreground">{m.upload}</dt>
                      <dd>{m.mbit(r.upload)}</dd>
                      <dt className="text-muted-foreground">{m.latency}</dt>
                      <dd>{m.ms(r.latency)}</dd>
                      <dt className="text-muted-foreground">{m.jitter}</dt>
                      <dd>{m.ms(r.jitter)}</dd>
                    </dl>
                    <Button asChild variant="link" size="inline">
                      <Link href={`/support?${query.toString()}`}>{m.attach}</Link>
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
