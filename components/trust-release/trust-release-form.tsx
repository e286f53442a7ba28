"use client";

import { CircleCheck, Clock, Zap } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { ActionResult } from "@/lib/shared/action-result";
import type { TrustReleaseRequestInput } from "@/lib/trust-release/validation";
import { trustReleaseMessages as m } from "@/lib/trust-release/messages";
import { cn } from "@/lib/shared/cn";
import { TRUST_RELEASE_REASON_MAX, TRUST_RELEASE_REASON_WARN } from "@/lib/trust-release/validation";
import { reloadIfActionUnknown } from "@/lib/platform/browser/unknown-action";

type Phase = "idle" | "sending" | "success";

/**
 * 'Solicitação Instantânea': idle, sending, then the success card in place of the form
 * (docs/SPEC.md §4). The month, the tax id and eligibility are the server's business.
 */
/** `requestRelease` is the page's server action (./actions.ts beside the route). */
export function TrustReleaseForm({ requestRelease }: { requestRelease: (input: TrustReleaseRequestInput) => Promise<ActionResult> }) {
  const router = useRouter();
  const ids = useId();
  const [motivo, setMotivo] = useState("");
  const [phase, setPhase] = useState<Phase>("idle");
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const returning = useRef(false);

  // Keyboard and screen-reader users land on what replaced the control they used.
  useEffect(() => {
    if (phase === "success") successRef.current?.focus();
    else if (phase === "idle" && returning.current) {
      returning.current = false;
      reasonRef.current?.focus();
    }
  }, [phase]);

  const sending = phase === "sending";
  const blank = motivo.trim().length === 0;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (blank) {
      toast.error(m.requiredTitle, { description: m.reasonRequired });
      return;
    }
    setPhase("sending");
    let result: ActionResult | null = null;
    try {
      result = await requestRelease({ motivo: motivo.trim() });
    } catch (error) {
      if (reloadIfActionUnknown(error)) return;
      // The request never got an answer (network): the spec shows it as registered.
    }
    if (!result) {
      toast.success(m.registeredTitle, { description: m.registeredDescription });
      setPhase("success");
      router.refresh();
      return;
    }
    if (!result.ok) {
      toast.error(m.errorTitle, { description: result.error || m.sendFailed });
      setPhase("idle");
      return;
    }
    toast.success(m.sentTitle, { description: result.message || m.sentDefault });
    setPhase("success");
  }

  if (phase === "success") {
    return (
      <Card className="border-success/50" data-testid="trust-release-success">
        <CardHeader>
          <CircleCheck aria-hidden className="size-10 text-success" />
          <CardTitle asChild size="xl">
            <h2 ref={successRef} tabIndex={-1} className="outline-none">
              {m.successTitle}
            </h2>
          </CardTitle>
          <CardDescription>{m.successDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm font-medium">
            <Clock aria-hidden className="size-4 shrink-0" />
            {m.successRemaining}
          </p>
        </CardContent>
        <CardFooter className="flex-col gap-2 sm:flex-row">
          <Button
            type="button"
            variant="outline"
            className="w-full sm:w-auto"
            onClick={() => {
              returning.current = true;
              setMotivo("");
              setPhase("idle");
            }}
          >
            {m.newRequest}
          </Button>
          <Button asChild className="w-full sm:w-auto">
            <Link href="/">{m.backToDashboard}</Link>
          </Button>
        </CardFooter>
      </Card>
    );
  }

  const reasonId = `${ids}-motivo`;
  const hintId = `${ids}-dica`;
  const counterId = `${ids}-contador`;
  const warn = motivo.length > TRUST_RELEASE_REASON_WARN;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild size="lg" className="flex items-center gap-2">
          <h2>
            <Zap aria-hidden className="size-5 text-primary" />
            {m.formTitle}
          </h2>
        </CardTitle>
        <CardDescription>{m.formDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={sending}>
          <div className="space-y-2">
            <Label htmlFor={reasonId}>
              {m.reasonLabel}
              <span aria-hidden className="text-destructive">
                *
              </span>
            </Label>
            <Textarea
              id={reasonId}
              ref={reasonRef}
              rows={5}
              className="min-h-28 wrap-anywhere"
              required
              aria-required
              maxLength={TRUST_RELEASE_REASON_MAX}
              placeholder={m.reasonPlaceholder}
              value={motivo}
              onChange={(event) => setMotivo(event.target.value.slice(0, TRUST_RELEASE_REASON_MAX))}
              aria-describedby={`${hintId} ${counterId}`}
              disabled={sending}
            />
            <div className="flex flex-wrap justify-between gap-2 text-xs">
              <p id={hintId} className="text-muted-foreground">
                {m.reasonHint}
              </p>
              <p
                id={counterId}
                data-testid="trust-release-counter"
                data-warning={warn}
                className={cn(warn ? "font-semibold text-warning" : "text-muted-foreground")}
              >
                {m.counter(motivo.length, TRUST_RELEASE_REASON_MAX)}
              </p>
            </div>
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={sending || blank}>
            <Zap aria-hidden />
            {sending ? m.submitting : m.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
