CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"plan_id" text,
	"ai_credits" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_by_institute_id" text,
	"redeemed_by_user_id" text,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "licence_features" (
	"licence_id" text NOT NULL,
	"feature" text NOT NULL,
	"is_trial_used" boolean DEFAULT false NOT NULL,
	"trial_valid_till" timestamp with time zone,
	CONSTRAINT "licence_features_licence_id_feature_pk" PRIMARY KEY("licence_id","feature")
);
--> statement-breakpoint
CREATE TABLE "licence_usage" (
	"licence_id" text NOT NULL,
	"meter" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_usage_licence_id_meter_period_start_pk" PRIMARY KEY("licence_id","meter","period_start"),
	CONSTRAINT "licence_usage_used_check" CHECK ("licence_usage"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "licence_usage_events" (
	"id" text PRIMARY KEY NOT NULL,
	"licence_id" text NOT NULL,
	"user_id" text,
	"feature" text NOT NULL,
	"meter" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"id" text PRIMARY KEY NOT NULL,
	"institute_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"account_type" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_trial_used" boolean DEFAULT false NOT NULL,
	"trial_valid_till" timestamp with time zone,
	"extra_teachers" integer DEFAULT 0 NOT NULL,
	"extra_students" integer DEFAULT 0 NOT NULL,
	"extra_classes" integer DEFAULT 0 NOT NULL,
	"extra_ai_credits" integer DEFAULT 0 NOT NULL,
	"extra_live_sessions" integer DEFAULT 0 NOT NULL,
	"extra_storage_mb" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licences_institute_id_unique" UNIQUE("institute_id")
);
--> statement-breakpoint
CREATE TABLE "plan_features" (
	"plan_id" text NOT NULL,
	"feature" text NOT NULL,
	"access" text NOT NULL,
	CONSTRAINT "plan_features_plan_id_feature_pk" PRIMARY KEY("plan_id","feature")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"plan_group" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"feature_set" text DEFAULT 'FULL' NOT NULL,
	"landing" text DEFAULT 'create' NOT NULL,
	"default_account_type" text DEFAULT 'INSTITUTE' NOT NULL,
	"max_teachers" integer,
	"max_students" integer,
	"max_classes" integer,
	"ai_credits_per_period" integer,
	"live_sessions_per_day" integer,
	"storage_mb" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_code_unique" UNIQUE("code"),
	CONSTRAINT "plans_group_check" CHECK ("plans"."plan_group" IN (1, 2))
);
--> statement-breakpoint
CREATE TABLE "platform_operators" (
	"user_id" text PRIMARY KEY NOT NULL,
	"granted_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_redeemed_by_institute_id_institutes_id_fk" FOREIGN KEY ("redeemed_by_institute_id") REFERENCES "public"."institutes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_redeemed_by_user_id_users_id_fk" FOREIGN KEY ("redeemed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_features" ADD CONSTRAINT "licence_features_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_usage" ADD CONSTRAINT "licence_usage_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_usage_events" ADD CONSTRAINT "licence_usage_events_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_usage_events" ADD CONSTRAINT "licence_usage_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_features" ADD CONSTRAINT "plan_features_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_operators" ADD CONSTRAINT "platform_operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_created_idx" ON "coupons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "licence_usage_events_licence_idx" ON "licence_usage_events" USING btree ("licence_id","meter","created_at");