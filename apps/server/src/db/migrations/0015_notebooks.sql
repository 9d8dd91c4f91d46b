CREATE TABLE "notebook_folders" (
	"id" text PRIMARY KEY NOT NULL,
	"institute_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notebook_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"thread_id" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"action" text,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'complete' NOT NULL,
	"engine" text,
	"model" text,
	"engine_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notebook_passages" (
	"id" text PRIMARY KEY NOT NULL,
	"source_id" text NOT NULL,
	"notebook_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"page" integer,
	"start_seconds" integer,
	"text" text NOT NULL,
	"config" text NOT NULL,
	"tsv" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notebook_shares" (
	"notebook_id" text NOT NULL,
	"class_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notebook_shares_notebook_id_class_id_pk" PRIMARY KEY("notebook_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "notebook_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"notebook_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"bytes" integer NOT NULL,
	"page_count" integer,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notebook_threads" (
	"id" text PRIMARY KEY NOT NULL,
	"notebook_id" text NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notebooks" (
	"id" text PRIMARY KEY NOT NULL,
	"institute_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"folder_id" text,
	"name" text NOT NULL,
	"mode" text DEFAULT 'GENERAL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notebook_folders" ADD CONSTRAINT "notebook_folders_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_folders" ADD CONSTRAINT "notebook_folders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_messages" ADD CONSTRAINT "notebook_messages_thread_id_notebook_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."notebook_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_passages" ADD CONSTRAINT "notebook_passages_source_id_notebook_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."notebook_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_passages" ADD CONSTRAINT "notebook_passages_notebook_id_notebooks_id_fk" FOREIGN KEY ("notebook_id") REFERENCES "public"."notebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_shares" ADD CONSTRAINT "notebook_shares_notebook_id_notebooks_id_fk" FOREIGN KEY ("notebook_id") REFERENCES "public"."notebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_shares" ADD CONSTRAINT "notebook_shares_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_sources" ADD CONSTRAINT "notebook_sources_notebook_id_notebooks_id_fk" FOREIGN KEY ("notebook_id") REFERENCES "public"."notebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_threads" ADD CONSTRAINT "notebook_threads_notebook_id_notebooks_id_fk" FOREIGN KEY ("notebook_id") REFERENCES "public"."notebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_threads" ADD CONSTRAINT "notebook_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebooks" ADD CONSTRAINT "notebooks_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebooks" ADD CONSTRAINT "notebooks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebooks" ADD CONSTRAINT "notebooks_folder_id_notebook_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."notebook_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notebook_folders_owner_idx" ON "notebook_folders" USING btree ("owner_id","institute_id");--> statement-breakpoint
CREATE INDEX "notebook_messages_thread_idx" ON "notebook_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "notebook_passages_source_idx" ON "notebook_passages" USING btree ("source_id","ordinal");--> statement-breakpoint
CREATE INDEX "notebook_passages_notebook_idx" ON "notebook_passages" USING btree ("notebook_id");--> statement-breakpoint
CREATE INDEX "notebook_passages_owner_idx" ON "notebook_passages" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "notebook_passages_tsv_idx" ON "notebook_passages" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "notebook_shares_class_idx" ON "notebook_shares" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "notebook_sources_notebook_idx" ON "notebook_sources" USING btree ("notebook_id");--> statement-breakpoint
CREATE INDEX "notebook_threads_user_idx" ON "notebook_threads" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "notebook_threads_notebook_idx" ON "notebook_threads" USING btree ("notebook_id","updated_at");--> statement-breakpoint
CREATE INDEX "notebooks_owner_idx" ON "notebooks" USING btree ("owner_id","institute_id");