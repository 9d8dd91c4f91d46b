CREATE TABLE "ai_note_chunks" (
	"id" text PRIMARY KEY NOT NULL,
	"note_id" text NOT NULL,
	"index" integer NOT NULL,
	"language" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"status" text NOT NULL,
	"text" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"institute_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"lesson_id" text,
	"class_id" text,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'RECORDING' NOT NULL,
	"transcript" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"elapsed_seconds" integer,
	"summary" jsonb,
	"questions" jsonb,
	"analysis" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_note_chunks" ADD CONSTRAINT "ai_note_chunks_note_id_ai_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."ai_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_notes" ADD CONSTRAINT "ai_notes_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_notes" ADD CONSTRAINT "ai_notes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_notes" ADD CONSTRAINT "ai_notes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_notes" ADD CONSTRAINT "ai_notes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_note_chunks_note_index_idx" ON "ai_note_chunks" USING btree ("note_id","index");--> statement-breakpoint
CREATE INDEX "ai_notes_owner_idx" ON "ai_notes" USING btree ("owner_id","created_at");