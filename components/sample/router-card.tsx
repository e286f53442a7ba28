"use client";

import { RotateCcw, Router } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { IconCardTitle } from "@/components/ui/icon-card-title";
import { sampleMessages } from "./messages";
import { equipmentSample } from "./sample-data";

const m = sampleMessages.equipment;

export function RouterCard() {
  const { router } = equipmentSample;
  const details = [
    { label: m.model, value: router.model },
    { label: m.ip, value: router.ip },
    { label: m.firmware, value: router.firmware },
    { label: m.uptime, value: router.uptime },
  ];
  return (
    <Card>
      <CardHeader layout="row" className="flex-wrap">
        <IconCardTitle icon={Router}>{m.routerTitle}</IconCardTitle>
        <Badge variant="success">{m.online}</Badge>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-1 gap-3 text-sm min-[400px]:grid-cols-2">
          {details.map((detail) => (
            <div key={detail.label}>
              <dt className="text-muted-foreground">{detail.label}</dt>
              <dd className="font-medium break-words">{detail.value}</dd>
            </div>
          ))}
        </dl>
        <Button
          type="button"
          variant="outline"
          onClick={() => toast.info(m.restartToast, { description: m.restartToastDescription })}
        >
          <RotateCcw aria-hidden />
          {m.restart}
        </Button>
      </CardContent>
    </Card>
  );
}
