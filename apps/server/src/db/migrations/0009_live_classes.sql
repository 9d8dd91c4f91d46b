CREATE TABLE "live_classes" (
	"id" text PRIMARY KEY NOT NULL,
	"institute_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"class_id" text NOT NULL,
	"teacher_id" text NOT NULL,
	"mode" text NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'LIVE' NOT NULL,
	"pen_holders" text[] DEFAULT '{}'::text[] NOT NULL,
	"presenter_page_id" text,
	"presenter_scale" double precision DEFAULT 1 NOT NULL,
	"presenter_x" double precision DEFAULT 0 NOT NULL,
	"presenter_y" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_classes_one_live_per_lesson" ON "live_classes" USING btree ("lesson_id") WHERE status = 'LIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "live_classes_code_unique" ON "live_classes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "live_classes_class_status_idx" ON "live_classes" USING btree ("class_id","status");