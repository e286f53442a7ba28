"use client";

import { BellRing, Send } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { IconCardTitle } from "@/components/ui/icon-card-title";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { needsHomeScreenForPush, PUSH_INIT_DELAY_MS } from "@/lib/notifications/push/browser";
import { pushMessages as m } from "@/lib/notifications/push/messages";
import { detectPushState, disablePush, enablePush, sendTestPush, type PushState } from "./push-client";

const stateText: Record<PushState, string> = {
  checking: m.status.checking,
  "not-configured": m.status.notConfigured,
  unsupported: m.status.unsupported,
  "no-sw": m.status.noServiceWorker,
  denied: m.status.denied,
  off: m.status.off,
  on: m.status.on,
};

/** The notifications page's settings panel: the push toggle and 'Testar Notificacao'. */
export function PushSettings({ vapidPublicKey }: { vapidPublicKey: string | null }) {
  const [state, setState] = useState<PushState>("checking");
  const [busy, setBusy] = useState(false);
  const [testing, setTesting] = useState(false);
  const [homeScreenHint, setHomeScreenHint] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      const detected = await detectPushState(vapidPublicKey);
      if (cancelled) return;
      setState(detected);
      setHomeScreenHint(detected === "unsupported" && needsHomeScreenForPush());
    }, PUSH_INIT_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [vapidPublicKey]);

  async function toggle(on: boolean) {
    setBusy(true);
    try {
      if (on && vapidPublicKey) {
        const result = await enablePush(vapidPublicKey);
        if (result === "failed") toast.error(m.enableFailed);
        else {
          setState(result);
          if (result === "on") toast.success(m.enabled);
        }
      } else if (await disablePush()) {
        setState("off");
        toast.success(m.disabled);
      } else {
        toast.error(m.disableFailed);
      }
    } finally {
      setBusy(false);
    }
  }

  async function test() {
    // The server's answer does not tell whether anything was delivered, so this browser's state decides.
    if (state !== "on") {
      toast.info(m.testNeedsSubscription);
      return;
    }
    setTesting(true);
    const sent = await sendTestPush();
    setTesting(false);
    if (sent) toast.success(m.testSent);
    else toast.error(m.testFailed);
  }

  const usable = state === "on" || state === "off";
  const available = state !== "not-configured" && state !== "unsupported" && state !== "checking";

  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={BellRing} iconClassName="size-4">
          {m.settingsTitle}
        </IconCardTitle>
        <CardDescription>{m.settingsDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-start justify-between gap-3">
          <div className="space-y-1">
            <Label htmlFor="push-toggle">{m.toggleLabel}</Label>
            <p id="push-toggle-status" role="status" className="text-sm text-muted-foreground" data-state={state}>
              {busy ? m.status.busy : stateText[state]}
            </p>
            {state === "denied" && <p className="text-sm text-muted-foreground">{m.status.deniedHelp}</p>}
            {homeScreenHint && <p className="text-sm text-muted-foreground">{m.iosHomeScreen}</p>}
          </div>
          <Switch
            id="push-toggle"
            checked={state === "on"}
            disabled={!usable || busy}
            onCheckedChange={(checked) => void toggle(checked)}
            aria-describedby="push-toggle-status"
          />
        </div>
        <Button type="button" variant="outline" className="w-full sm:w-auto" disabled={!available || testing} onClick={() => void test()}>
          <Send aria-hidden />
          {m.testButton}
        </Button>
      </CardContent>
    </Card>
  );
}
