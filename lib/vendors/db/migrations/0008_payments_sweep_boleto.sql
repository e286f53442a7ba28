ALTER TABLE "payments" DROP CONSTRAINT "payments_source_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'pix' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('pix', 'boleto'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_source_check" CHECK ("payments"."source" in ('webhook', 'poll', 'sweep', 'notification'));