CREATE TABLE "ai_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"institute_id" text NOT NULL,
	"user_id" text,
	"feature" text NOT NULL,
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"engine" text NOT NULL,
	"model" text,
	"credits" integer NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_settings" (
	"institute_id" text PRIMARY KEY NOT NULL,
	"builtin_charges" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_ledger" ADD CONSTRAINT "ai_ledger_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_ledger" ADD CONSTRAINT "ai_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_settings" ADD CONSTRAINT "ai_settings_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_ledger_request_kind_idx" ON "ai_ledger" USING btree ("institute_id","request_id","kind");--> statement-breakpoint
CREATE INDEX "ai_ledger_institute_idx" ON "ai_ledger" USING btree ("institute_id","created_at");