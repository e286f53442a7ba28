"use client";

import { Eye, EyeOff, Wifi } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { IconCardTitle } from "@/components/ui/icon-card-title";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { sampleMessages } from "./messages";
import { equipmentSample } from "./sample-data";

const m = sampleMessages.equipment;

/** Wi-Fi name and password with show/hide; saving only confirms with a toast (spec). */
export function WifiSettings() {
  const [ssid, setSsid] = useState<string>(equipmentSample.wifi.ssid);
  const [password, setPassword] = useState<string>(equipmentSample.wifi.password);
  const [visible, setVisible] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const ssidInvalid = ssid.trim().length < 1 || ssid.length > 32;
  const passwordInvalid = password.length < 8 || password.length > 63;

  function save(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (ssidInvalid || passwordInvalid) return;
    toast.success(m.saveToast, { description: m.saveToastDescription });
  }

  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={Wifi}>{m.wifiTitle}</IconCardTitle>
        <CardDescription>{m.wifiDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="wifi-ssid">{m.ssid}</Label>
            <Input
              id="wifi-ssid"
              value={ssid}
              onChange={(e) => setSsid(e.target.value)}
              maxLength={32}
              autoComplete="off"
              aria-invalid={submitted && ssidInvalid}
              aria-describedby="wifi-ssid-ajuda"
            />
            <p id="wifi-ssid-ajuda" className={submitted && ssidInvalid ? "text-sm text-destructive" : "text-xs text-muted-foreground"}>
              {submitted && ssidInvalid ? m.ssidError : m.ssidHint}
            </p>
          </div>
          <div className="space-y-2">
            <Label htmlFor="wifi-senha">{m.password}</Label>
            <div className="flex gap-2">
              <Input
                id="wifi-senha"
                type={visible ? "text" : "password"}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                maxLength={63}
                autoComplete="new-password"
                aria-invalid={submitted && passwordInvalid}
                aria-describedby="wifi-senha-ajuda"
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                onClick={() => setVisible((v) => !v)}
                aria-label={visible ? m.hidePassword : m.showPassword}
                aria-pressed={visible}
                aria-controls="wifi-senha"
              >
                {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
              </Button>
            </div>
            <p
              id="wifi-senha-ajuda"
              className={submitted && passwordInvalid ? "text-sm text-destructive" : "text-xs text-muted-foreground"}
            >
              {submitted && passwordInvalid ? m.passwordError : m.passwordHint}
            </p>
          </div>
          <Button type="submit">{m.save}</Button>
        </form>
      </CardContent>
    </Card>
  );
}
