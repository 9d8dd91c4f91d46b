CREATE TABLE "device_pairing_failures" (
	"id" text PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_pairings" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"secret_hash" text NOT NULL,
	"device_id" text NOT NULL,
	"device_name" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "device_pairings_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "paired_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"device_name" text NOT NULL,
	"owner_id" text NOT NULL,
	"institute_id" text,
	"owner_session_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "paired_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "paired_devices" ADD CONSTRAINT "paired_devices_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paired_devices" ADD CONSTRAINT "paired_devices_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_pairing_failures_scope_idx" ON "device_pairing_failures" USING btree ("scope","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_pairings_code_idx" ON "device_pairings" USING btree ("code");--> statement-breakpoint
CREATE INDEX "device_pairings_address_idx" ON "device_pairings" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "paired_devices_owner_idx" ON "paired_devices" USING btree ("owner_id","created_at");