"use client";

import { Eye, EyeOff, LoaderCircle, Wifi } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { servicesMessages } from "@/lib/services/messages";
import type { RevealWifiPassword, WifiPasswords } from "@/lib/services/validation";
import type { WifiBandView } from "@/lib/services/view";

const m = servicesMessages.service;

type Band = "24" | "5";
type Props = {
  contrato: number;
  /** Null for a service the SGP told without an id: the contract's only one. */
  servico: number | null;
  /** Unique on the page, for the elements' ids. */
  domKey: string;
  wifi24: WifiBandView;
  wifi5: WifiBandView;
  revealPassword: RevealWifiPassword;
};

/**
 * SSID and channel of both bands, and each password hidden until its toggle is
 * pressed, then copyable. The passwords are not in the page: the first reveal asks the server.
 */
export function WifiDetails({ contrato, servico, domKey, wifi24, wifi5, revealPassword }: Props) {
  const [passwords, setPasswords] = useState<WifiPasswords | null>(null);
  const [visible, setVisible] = useState<Record<Band, boolean>>({ "24": false, "5": false });
  const [loading, setLoading] = useState<Band | null>(null);
  const inFlight = useRef(false);

  async function toggle(band: Band) {
    if (visible[band] || passwords) {
      setVisible((v) => ({ ...v, [band]: !v[band] }));
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setLoading(band);
    const result = await revealPassword({ contrato, servico }).catch(() => null);
    inFlight.current = false;
    setLoading(null);
    if (!result?.ok) {
      toast.error(result?.error ?? m.passwordFailed);
      return;
    }
    setPasswords(result.data);
    setVisible((v) => ({ ...v, [band]: true }));
  }

  const bands: { band: Band; label: string; view: WifiBandView; password?: string }[] = [
    { band: "24", label: m.wifi24, view: wifi24, password: passwords?.senha24 },
    { band: "5", label: m.wifi5, view: wifi5, password: passwords?.senha5 },
  ];

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {bands.map(({ band, label, view, password }) => {
        const shown = visible[band] && password !== undefined;
        const passwordId = `wifi-${domKey}-${band}-senha`;
        return (
          <section key={band} aria-label={label} className="rounded-md bg-muted/50 p-3 text-sm">
            <h4 className="mb-2 flex items-center gap-1.5 font-medium">
              <Wifi className="size-4 text-primary" aria-hidden />
              {label}
            </h4>
            <dl className="space-y-1.5">
              <div className="flex flex-wrap justify-between gap-x-2">
                <dt className="text-muted-foreground">{m.ssid}</dt>
                <dd className="font-medium break-all">{view.ssid}</dd>
              </div>
              <div className="flex flex-wrap justify-between gap-x-2">
                <dt className="text-muted-foreground">{m.channel}</dt>
                <dd className="font-medium">{view.channel}</dd>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-x-2">
                <dt className="text-muted-foreground">{m.password}</dt>
                <dd className="flex flex-wrap items-center justify-end gap-1">
                  {view.hasPassword ? (
                    <>
                      <span id={passwordId} className="font-mono font-medium break-all" data-testid="wifi-password">
                        {shown ? password : m.hiddenPassword}
                      </span>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        onClick={() => void toggle(band)}
                        disabled={loading !== null}
                        aria-pressed={shown}
                        aria-controls={passwordId}
                        aria-label={shown ? m.hidePassword(label) : m.showPassword(label)}
                      >
                        {loading === band ? (
                          <LoaderCircle className="animate-spin" aria-hidden />
                        ) : shown ? (
                          <EyeOff aria-hidden />
                        ) : (
                          <Eye aria-hidden />
                        )}
                      </Button>
                      {shown && <CopyButton text={password} what={m.copyPasswordOf(label)} />}
                    </>
                  ) : (
                    <span className="font-medium">{servicesMessages.none}</span>
                  )}
                </dd>
              </div>
            </dl>
          </section>
        );
      })}
    </div>
  );
}
