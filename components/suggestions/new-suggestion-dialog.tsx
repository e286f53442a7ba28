"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { Lightbulb } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { ActionResult } from "@/lib/shared/action-result";
import { categoryLabels, priorityLabels } from "@/lib/suggestions/catalog";
import { suggestionMessages as m } from "@/lib/suggestions/messages";
import {
  newSuggestionDefaults,
  newSuggestionSchema,
  SUGGESTION_DESCRIPTION_MAX,
  SUGGESTION_TITLE_MAX,
  suggestionCategories,
  suggestionPriorities,
  type NewSuggestion,
} from "@/lib/suggestions/validation";

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

type LimitedFieldProps = {
  /** The control's id; its hint is `<id>-ajuda` and its error `<id>-erro`, which the control names in aria-describedby. */
  id: string;
  label: string;
  max: number;
  length: number;
  error?: string;
  children: ReactNode;
};

/** A labelled text control with its length limit, a live counter and its error. */
function LimitedField({ id, label, max, length, error, children }: LimitedFieldProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <p id={`${id}-ajuda`} className="flex justify-between gap-2 text-xs text-muted-foreground">
        <span>{m.limitHint(max)}</span>
        <span aria-hidden>{m.counter(length, max)}</span>
      </p>
      <FieldError id={`${id}-erro`} message={error} />
    </div>
  );
}

/**
 * 'Nova Sugestão': titulo and descricao required, categoria and prioridade (default 2).
 * A failed send keeps the dialog open with everything the customer typed. `createSuggestion` is
 * the page's server action (./actions.ts beside the route).
 */
export function NewSuggestionDialog({
  createSuggestion,
}: {
  createSuggestion: (input: NewSuggestion) => Promise<ActionResult<{ id: number }>>;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<NewSuggestion>({
    resolver: zodResolver(newSuggestionSchema),
    defaultValues: newSuggestionDefaults,
  });
  const { register, control, handleSubmit, formState, setError, reset } = form;
  const { errors, isSubmitting } = formState;
  const titulo = useWatch({ control, name: "titulo" }) ?? "";
  const descricao = useWatch({ control, name: "descricao" }) ?? "";

  async function onSubmit(values: NewSuggestion) {
    setServerError(null);
    const result = await createSuggestion(values).catch(() => null);
    if (!result || !result.ok) {
      const message = result?.error ?? m.createFailed;
      for (const [field, text] of Object.entries(result && !result.ok ? (result.fieldErrors ?? {}) : {})) {
        if (field in newSuggestionDefaults) setError(field as keyof NewSuggestion, { message: text });
      }
      setServerError(message);
      toast.error(m.createFailed);
      return;
    }
    toast.success(m.created, { description: m.createdDescription });
    reset(newSuggestionDefaults);
    setOpen(false);
    router.refresh();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setServerError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Lightbulb aria-hidden />
          {m.newButton}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.dialogTitle}</DialogTitle>
          <DialogDescription>{m.dialogDescription}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          <LimitedField
            id="sugestao-titulo"
            label={m.fields.titulo}
            max={SUGGESTION_TITLE_MAX}
            length={titulo.length}
            error={errors.titulo?.message}
          >
            <Input
              id="sugestao-titulo"
              placeholder={m.placeholders.titulo}
              maxLength={SUGGESTION_TITLE_MAX}
              aria-invalid={!!errors.titulo}
              aria-describedby="sugestao-titulo-ajuda sugestao-titulo-erro"
              {...register("titulo")}
            />
          </LimitedField>
          <LimitedField
            id="sugestao-descricao"
            label={m.fields.descricao}
            max={SUGGESTION_DESCRIPTION_MAX}
            length={descricao.length}
            error={errors.descricao?.message}
          >
            <Textarea
              id="sugestao-descricao"
              rows={5}
              placeholder={m.placeholders.descricao}
              maxLength={SUGGESTION_DESCRIPTION_MAX}
              aria-invalid={!!errors.descricao}
              aria-describedby="sugestao-descricao-ajuda sugestao-descricao-erro"
              {...register("descricao")}
            />
          </LimitedField>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor="sugestao-categoria">{m.fields.categoria}</Label>
              <Controller
                control={control}
                name="categoria"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id="sugestao-categoria" className="w-full" onBlur={field.onBlur}>
                      <SelectValue>{categoryLabels[field.value]}</SelectValue>
                    </SelectTrigger>
                    <SelectContent>
                      {suggestionCategories.map((categoria) => (
                        <SelectItem key={categoria} value={categoria}>
                          {categoryLabels[categoria]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor="sugestao-prioridade">{m.fields.prioridade}</Label>
              <Controller
                control={control}
                name="prioridade"
                render={({ field }) => (
                  <Select value={String(field.value)} onValueChange={(value) => field.onChange(Number(value))}>
                    <SelectTrigger id="sugestao-prioridade" className="w-full" onBlur={field.onBlur}>
                      <SelectValue>{priorityLabels[field.value]}</SelectValue>
                    </SelectTrigger>
                    <SelectContent>
                      {suggestionPriorities.map((prioridade) => (
                        <SelectItem key={prioridade} value={String(prioridade)}>
                          {priorityLabels[prioridade]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
          </div>
          {serverError && (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
              {serverError}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={isSubmitting}>
              {m.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? m.submitting : m.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
