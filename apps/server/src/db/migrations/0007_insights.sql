CREATE TABLE "insight_access_log" (
	"id" text PRIMARY KEY NOT NULL,
	"institute_id" text NOT NULL,
	"viewer_id" text NOT NULL,
	"student_id" text NOT NULL,
	"class_id" text,
	"record" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_response_skills" (
	"response_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"topic_id" text,
	"institute_id" text NOT NULL,
	"class_id" text NOT NULL,
	"student_id" text NOT NULL,
	"assessment_id" text NOT NULL,
	"earned" double precision NOT NULL,
	"possible" double precision NOT NULL,
	"pending_count" integer NOT NULL,
	"question_count" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "insight_response_skills_response_id_kind_key_pk" PRIMARY KEY("response_id","kind","key")
);
--> statement-breakpoint
CREATE TABLE "study_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"institute_id" text NOT NULL,
	"class_id" text NOT NULL,
	"student_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"seconds" integer
);
--> statement-breakpoint
ALTER TABLE "insight_access_log" ADD CONSTRAINT "insight_access_log_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_access_log" ADD CONSTRAINT "insight_access_log_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_access_log" ADD CONSTRAINT "insight_access_log_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_access_log" ADD CONSTRAINT "insight_access_log_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_response_skills" ADD CONSTRAINT "insight_response_skills_response_id_assessment_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."assessment_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_response_skills" ADD CONSTRAINT "insight_response_skills_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_response_skills" ADD CONSTRAINT "insight_response_skills_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_response_skills" ADD CONSTRAINT "insight_response_skills_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_response_skills" ADD CONSTRAINT "insight_response_skills_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_access_log_institute_idx" ON "insight_access_log" USING btree ("institute_id","created_at");--> statement-breakpoint
CREATE INDEX "insight_access_log_student_idx" ON "insight_access_log" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "insight_response_skills_class_idx" ON "insight_response_skills" USING btree ("class_id","submitted_at");--> statement-breakpoint
CREATE INDEX "insight_response_skills_student_idx" ON "insight_response_skills" USING btree ("student_id","class_id","submitted_at");--> statement-breakpoint
CREATE INDEX "study_sessions_class_idx" ON "study_sessions" USING btree ("class_id","started_at");--> statement-breakpoint
CREATE INDEX "study_sessions_student_idx" ON "study_sessions" USING btree ("student_id","started_at");