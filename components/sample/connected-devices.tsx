import { Gamepad2, Laptop, MonitorSmartphone, Smartphone, Tv, type LucideIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { IconCardTitle } from "@/components/ui/icon-card-title";
import { sampleMessages } from "./messages";
import { equipmentSample, type DeviceKind } from "./sample-data";

const m = sampleMessages.equipment;

const icons: Record<DeviceKind, LucideIcon> = { notebook: Laptop, smartphone: Smartphone, tv: Tv, console: Gamepad2 };

export function ConnectedDevices() {
  const { devices } = equipmentSample;
  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={MonitorSmartphone}>{m.devicesTitle}</IconCardTitle>
        <CardDescription>{m.devicesCount(devices.length)}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label={m.devicesTitle}>
          {devices.map((device) => {
            const Icon = icons[device.kind];
            return (
              <li key={device.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{device.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {device.ip} · {device.connection}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
