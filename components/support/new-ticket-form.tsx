"use client";

import { CircleCheck, TriangleAlert } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { RetryAlert } from "@/components/shell/retry-alert";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { ActionResult } from "@/lib/shared/action-result";
import { supportMessages } from "@/lib/support/messages";
import type { TicketCreated } from "@/lib/support/tickets";
import { MISSING, type Missing } from "@/lib/shared/missing";
import type { MotiveOption, ServiceOption } from "@/lib/support/view";
import { emptyTicketForm, ticketFormSchema, TICKET_DESCRIPTION_MAX, type NewTicketForm } from "@/lib/support/validation";

const m = supportMessages;

type Props = {
  /** null when the customer's contracts could not be loaded. */
  services: ServiceOption[] | null;
  /** null when the reasons could not be loaded; MISSING when the provider's SGP has none (the field is hidden). */
  motives: MotiveOption[] | null | Missing;
  /** The page's server action (./actions.ts beside the route). */
  createTicket: (input: NewTicketForm) => Promise<ActionResult<TicketCreated>>;
  /** Pre-filled service and description (a connection's diagnosis); a service not among `services` is ignored. */
  initial?: Pick<NewTicketForm, "servico" | "descricao">;
};

type Feedback = { kind: "success"; protocolo: string } | { kind: "error"; message: string } | { kind: "invalid"; message: string };

/**
 * 'Nova Solicitacao': service, reason and description, all required. The
 * button is disabled while sending and a second submit is ignored until the
 * first answers; the server also answers a repeat with the first ticket.
 */
export function NewTicketForm({ services, motives, createTicket, initial }: Props) {
  const [values, setValues] = useState<NewTicketForm>(() => ({
    ...emptyTicketForm,
    servico: initial && services?.some((s) => s.value === initial.servico) ? initial.servico : "",
    descricao: initial?.descricao ?? "",
  }));
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const unavailable = services === null || motives === null;

  const set = (field: keyof NewTicketForm) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const parsed = ticketFormSchema(motives !== MISSING).safeParse(values);
    if (!parsed.success) {
      setFeedback({ kind: "invalid", message: parsed.error.issues[0]?.message ?? m.required });
      return;
    }
    inFlight.current = true;
    setSending(true);
    setFeedback(null);
    const result = await createTicket(values).catch(() => null);
    inFlight.current = false;
    setSending(false);
    if (result?.ok) {
      setFeedback({ kind: "success", protocolo: result.data.protocolo });
      // The action revalidates /support, so its answer already brings the list with the new order.
      setValues(emptyTicketForm);
    } else {
      setFeedback({ kind: "error", message: result?.error || m.unknownError });
    }
  }

  const invalid = feedback?.kind === "invalid";
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={invalid ? "chamado-erro" : undefined}>
      <div className="space-y-2">
        <Label htmlFor="chamado-servico">{m.form.service}</Label>
        {services === null ? (
          <RetryAlert message={m.form.servicesFailed} retryLabel={m.retry} pendingLabel={m.retrying} />
        ) : (
          <Select value={values.servico} onValueChange={set("servico")} disabled={sending || services.length === 0}>
            <SelectTrigger id="chamado-servico" className="w-full" aria-invalid={invalid && !values.servico}>
              <SelectValue placeholder={services.length ? m.form.servicePlaceholder : m.form.noServices} />
            </SelectTrigger>
            <SelectContent>
              {services.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </div>
      {motives !== MISSING && (
        <div className="space-y-2">
          <Label htmlFor="chamado-motivo">{m.form.reason}</Label>
          {motives === null ? (
            <RetryAlert message={m.motivesFailed} retryLabel={m.retry} pendingLabel={m.retrying} />
          ) : (
            <Select value={values.motivo} onValueChange={set("motivo")} disabled={sending}>
              <SelectTrigger id="chamado-motivo" className="w-full" aria-invalid={invalid && !values.motivo}>
                <SelectValue placeholder={m.form.reasonPlaceholder} />
              </SelectTrigger>
              <SelectContent>
                {motives.map((motive) => (
                  <SelectItem key={motive.value} value={motive.value}>
                    {motive.descricao}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </div>
      )}
      <div className="space-y-2">
        <Label htmlFor="chamado-descricao">{m.form.description}</Label>
        <Textarea
          id="chamado-descricao"
          rows={5}
          value={values.descricao}
          onChange={(e) => set("descricao")(e.target.value)}
          placeholder={m.form.descriptionPlaceholder}
          maxLength={TICKET_DESCRIPTION_MAX}
          disabled={sending}
          aria-invalid={invalid && !values.descricao.trim()}
        />
      </div>
      {feedback?.kind === "invalid" && (
        <p id="chamado-erro" role="alert" className="text-sm font-medium text-destructive">
          {feedback.message}
        </p>
      )}
      {feedback?.kind === "error" && (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden />
          <AlertTitle>{m.createFailed}</AlertTitle>
          <AlertDescription>{feedback.message}</AlertDescription>
        </Alert>
      )}
      {feedback?.kind === "success" && (
        <Alert variant="success" role="status" data-testid="ticket-created">
          <CircleCheck className="text-success" aria-hidden />
          <AlertTitle>{m.created}</AlertTitle>
          <AlertDescription>
            <p className="font-medium">{m.protocol(feedback.protocolo)}</p>
            <p>{m.createdDescription}</p>
          </AlertDescription>
        </Alert>
      )}
      <Button type="submit" className="w-full sm:w-auto" disabled={sending || unavailable}>
        {sending ? m.form.submitting : m.form.submit}
      </Button>
    </form>
  );
}
