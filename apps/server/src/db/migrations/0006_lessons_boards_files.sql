CREATE TABLE "board_page_snapshots" (
	"page_id" text PRIMARY KEY NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"snapshot" "bytea" NOT NULL,
	"state_vector" "bytea" NOT NULL,
	"updates_through" bigint NOT NULL,
	"format" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_page_updates" (
	"page_id" text NOT NULL,
	"seq" bigserial NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"update" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_page_updates_page_id_seq_pk" PRIMARY KEY("page_id","seq")
);
--> statement-breakpoint
CREATE TABLE "lesson_folders" (
	"id" text PRIMARY KEY NOT NULL,
	"institute_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"space" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_folders_name_unique" UNIQUE NULLS NOT DISTINCT("owner_id","institute_id","space","parent_id","name")
);
--> statement-breakpoint
CREATE TABLE "lesson_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"lesson_id" text NOT NULL,
	"position" integer NOT NULL,
	"background" jsonb,
	"generation" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_publications" (
	"lesson_id" text NOT NULL,
	"class_id" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"published_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_publications_lesson_id_class_id_pk" PRIMARY KEY("lesson_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" text PRIMARY KEY NOT NULL,
	"institute_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"class_id" text,
	"folder_id" text,
	"space" text DEFAULT 'LESSONS' NOT NULL,
	"name" text NOT NULL,
	"lesson_type" text DEFAULT 'teach' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"current_page_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_name_unique" UNIQUE NULLS NOT DISTINCT("owner_id","institute_id","space","folder_id","name")
);
--> statement-breakpoint
CREATE TABLE "my_files" (
	"id" text PRIMARY KEY NOT NULL,
	"institute_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"folder_id" text,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"stored_name" text,
	"content_type" text,
	"size" integer DEFAULT 0 NOT NULL,
	"content" jsonb,
	"status" text DEFAULT 'SUCCESS' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_page_snapshots" ADD CONSTRAINT "board_page_snapshots_page_id_lesson_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."lesson_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_page_updates" ADD CONSTRAINT "board_page_updates_page_id_lesson_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."lesson_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_folders" ADD CONSTRAINT "lesson_folders_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_folders" ADD CONSTRAINT "lesson_folders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_folders" ADD CONSTRAINT "lesson_folders_parent_id_lesson_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lesson_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_pages" ADD CONSTRAINT "lesson_pages_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_publications" ADD CONSTRAINT "lesson_publications_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_publications" ADD CONSTRAINT "lesson_publications_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_publications" ADD CONSTRAINT "lesson_publications_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_folder_id_lesson_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."lesson_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_files" ADD CONSTRAINT "my_files_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_files" ADD CONSTRAINT "my_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_files" ADD CONSTRAINT "my_files_folder_id_lesson_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."lesson_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_folders_parent_idx" ON "lesson_folders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "lesson_pages_lesson_idx" ON "lesson_pages" USING btree ("lesson_id","position");--> statement-breakpoint
CREATE INDEX "lesson_publications_class_idx" ON "lesson_publications" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "lessons_owner_idx" ON "lessons" USING btree ("owner_id","institute_id","space");--> statement-breakpoint
CREATE INDEX "lessons_class_idx" ON "lessons" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "my_files_owner_idx" ON "my_files" USING btree ("owner_id","institute_id","folder_id");