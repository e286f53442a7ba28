"use client";

import { Eye, EyeOff, Router } from "lucide-react";
import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import { RetryAlert } from "@/components/shell/retry-alert";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ActionResult } from "@/lib/shared/action-result";
import { equipmentMessages as m } from "@/lib/equipment/messages";
import type { Band, RouterView } from "@/lib/equipment/service";
import { MISSING } from "@/lib/shared/missing";
import { isValidPassphrase, isValidSsid } from "@/lib/equipment/validation";

type Done = ActionResult<{ message: string }>;
export type EquipmentActions = {
  reveal: (input: unknown) => Promise<ActionResult<{ password24: string; password5: string }>>;
  change: (input: unknown) => Promise<Done>;
  band: (input: unknown) => Promise<Done>;
  restart: (input: unknown) => Promise<Done>;
};

type Feedback = { ok: boolean; text: string } | null;

function FeedbackLine({ feedback }: { feedback: Feedback }) {
  return (
    <p role="status" aria-live="polite" className={feedback?.ok === false ? "text-sm text-destructive" : "text-sm"}>
      {feedback?.text}
    </p>
  );
}

/** A confirmation before a change that disconnects the household's devices. */
function Confirm({
  open,
  onOpenChange,
  title,
  text,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{text}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{m.wifi.cancel}</AlertDialogCancel>
          <Button onClick={onConfirm}>{m.wifi.confirm}</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** /equipment: each internet contract's router and Wi-Fi, or why the portal cannot manage it. */
export function EquipmentPanel({ routers, actions }: { routers: RouterView[] | null; actions: EquipmentActions }) {
  if (routers === null) return <RetryAlert title={m.errorTitle} message={m.failed} retryLabel={m.retry} pendingLabel={m.retrying} />;
  if (routers.length === 0) return <p className="text-sm text-muted-foreground">{m.none}</p>;
  return (
    <div className="space-y-8">
      {routers.map((router) => (
        <section key={router.contractId} aria-labelledby={`equipamento-${router.contractId}`} className="space-y-4">
          <h2 id={`equipamento-${router.contractId}`} className="text-lg font-semibold">
            {m.contract(router.contractId)}
          </h2>
          <RouterSection router={router} actions={actions} />
        </section>
      ))}
    </div>
  );
}

function RouterSection({ router, actions }: { router: RouterView; actions: EquipmentActions }) {
  const { cpe } = router;
  if (cpe === null) return <RetryAlert title={m.errorTitle} message={m.failed} retryLabel={m.retry} pendingLabel={m.retrying} />;
  if (cpe === MISSING || cpe.kind === "unmanaged") {
    return (
      <Alert data-testid="sem-gerenciamento">
        <Router aria-hidden="true" />
        <AlertTitle>{m.unmanaged.title}</AlertTitle>
        <AlertDescription>
          <p>{m.unmanaged.text}</p>
          <Button asChild variant="link" size="inline">
            <Link href="/support">{m.unmanaged.support}</Link>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const has5 = cpe.ssid5 !== "" || cpe.enabled5 !== null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RouterCard router={router} model={cpe.model} devices={cpe.connectedDevices} restart={actions.restart} />
      <BandCard contractId={router.contractId} band="24" ssid={cpe.ssid24} enabled={cpe.enabled24} actions={actions} />
      {has5 && <BandCard contractId={router.contractId} band="5" ssid={cpe.ssid5} enabled={cpe.enabled5} actions={actions} />}
    </div>
  );
}

function RouterCard({
  router,
  model,
  devices,
  restart,
}: {
  router: RouterView;
  model: string;
  devices: number | null;
  restart: EquipmentActions["restart"];
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  async function confirm() {
    setOpen(false);
    setPending(true);
    const result = await restart({ contrato: router.contractId }).catch(() => null);
    setPending(false);
    setFeedback(
      result?.ok ? { ok: true, text: result.data.message } : { ok: false, text: result && !result.ok ? result.error : m.errors.failed },
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{m.router.title}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {model && (
            <>
              <dt className="text-muted-foreground">{m.router.model}</dt>
              <dd>{model}</dd>
            </>
          )}
          {devices !== null && (
            <>
              <dt className="text-muted-foreground">{m.router.devices}</dt>
              <dd>{devices}</dd>
            </>
          )}
        </dl>
        {router.outage && (
          <p className="text-sm text-warning" data-testid="equipamento-manutencao">
            {m.router.outage(router.outage)}
          </p>
        )}
        {router.canRestart && (
          <>
            <Button variant="outline" onClick={() => setOpen(true)} disabled={pending}>
              {m.router.restart}
            </Button>
            <Confirm open={open} onOpenChange={setOpen} title={m.router.restartTitle} text={m.router.restartText} onConfirm={confirm} />
          </>
        )}
        <FeedbackLine feedback={feedback} />
      </CardContent>
    </Card>
  );
}

function BandCard({
  contractId,
  band,
  ssid,
  enabled,
  actions,
}: {
  contractId: number;
  band: Band;
  ssid: string;
  enabled: boolean | null;
  actions: EquipmentActions;
}) {
  const id = useId();
  const [name, setName] = useState(ssid);
  const [password, setPassword] = useState("");
  const [current, setCurrent] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState<"save" | "off" | null>(null);
  const [pending, setPending] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function toggleReveal() {
    if (shown) return setShown(false);
    if (current === null) {
      const result = await actions.reveal({ contrato: contractId }).catch(() => null);
      if (!result?.ok) return setFeedback({ ok: false, text: result && !result.ok ? result.error : m.wifi.passwordFailed });
      setCurrent(band === "24" ? result.data.password24 : result.data.password5);
    }
    setShown(true);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name === ssid && password === "") return setFeedback({ ok: false, text: m.wifi.nothingChanged });
    if (!isValidSsid(name)) return setFeedback({ ok: false, text: m.errors.ssid });
    if (password !== "" && !isValidPassphrase(password)) return setFeedback({ ok: false, text: m.errors.password });
    setFeedback(null);
    setConfirming("save");
  }

  async function run(call: () => Promise<Done>) {
    setConfirming(null);
    setPending(true);
    const result = await call().catch(() => null);
    setPending(false);
    if (result?.ok) {
      setPassword("");
      setCurrent(null);
      setShown(false);
    }
    setFeedback(
      result?.ok ? { ok: true, text: result.data.message } : { ok: false, text: result && !result.ok ? result.error : m.errors.failed },
    );
  }

  const save = () => run(() => actions.change({ contrato: contractId, band, ssid: name === ssid ? "" : name, password }));
  const switchTo = (on: boolean) => run(() => actions.band({ contrato: contractId, band, enabled: on }));

  return (
    <Card role="group" aria-labelledby={`${id}-titulo`} data-testid={`wifi-${band}`}>
      <CardHeader>
        <CardTitle asChild>
          <h3 id={`${id}-titulo`} className="flex items-center gap-2">
            {m.wifi.band[band]}
            {enabled !== null && <Badge variant={enabled ? "success" : "secondary"}>{enabled ? m.wifi.enabled : m.wifi.disabled}</Badge>}
          </h3>
        </CardTitle>
        <CardDescription>
          {m.wifi.password}: <span data-testid={`senha-${band}`}>{shown && current !== null ? current : m.wifi.hidden}</span>{" "}
          <Button variant="ghost" size="sm" onClick={toggleReveal} aria-label={shown ? m.wifi.hidePassword : m.wifi.showPassword}>
            {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </Button>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-3">
          <div className="space-y-1">
            <Label htmlFor={`${id}-ssid`}>{m.wifi.ssid}</Label>
            <Input
              id={`${id}-ssid`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-describedby={`${id}-ssid-dica`}
              disabled={pending}
            />
            <p id={`${id}-ssid-dica`} className="text-xs text-muted-foreground">
              {m.wifi.ssidHint}
            </p>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-senha`}>{m.wifi.newPassword}</Label>
            <Input
              id={`${id}-senha`}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={`${id}-senha-dica`}
              disabled={pending}
            />
            <p id={`${id}-senha-dica`} className="text-xs text-muted-foreground">
              {m.wifi.passwordHint}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pending}>
              {m.wifi.save}
            </Button>
            {enabled !== null && (
              <Button
                type="button"
                variant="outline"
                disabled={pending}
                onClick={() => (enabled ? setConfirming("off") : void switchTo(true))}
              >
                {enabled ? m.wifi.turnOff : m.wifi.turnOn}
              </Button>
            )}
          </div>
          <FeedbackLine feedback={feedback} />
        </form>
        <Confirm
          open={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title={m.wifi.confirmTitle}
          text={confirming === "off" ? m.wifi.confirmBandOff : m.wifi.confirmText}
          onConfirm={() => void (confirming === "off" ? switchTo(false) : save())}
        />
      </CardContent>
    </Card>
  );
}
