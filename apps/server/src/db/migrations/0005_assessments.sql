CREATE TABLE "assessment_assignees" (
	"assessment_id" text NOT NULL,
	"student_id" text NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"assigned" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_assignees_assessment_id_student_id_pk" PRIMARY KEY("assessment_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_responses" (
	"id" text PRIMARY KEY NOT NULL,
	"assessment_id" text NOT NULL,
	"student_id" text NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"score" double precision,
	"max_score" double precision,
	"question_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"option_order" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"report" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" text PRIMARY KEY NOT NULL,
	"institute_id" text NOT NULL,
	"class_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'TEST' NOT NULL,
	"type" text DEFAULT 'SUBJECTIVE' NOT NULL,
	"status" text DEFAULT 'Unpublished' NOT NULL,
	"created_by" text,
	"description" text DEFAULT '' NOT NULL,
	"due_on" timestamp with time zone,
	"time_limit" integer DEFAULT 1 NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_answer_options" boolean DEFAULT false NOT NULL,
	"require_all_answered" boolean DEFAULT false NOT NULL,
	"theme" text,
	"scoring_guide" text DEFAULT '' NOT NULL,
	"total_score" double precision,
	"assigned_to_all" boolean DEFAULT true NOT NULL,
	"results_released" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curated_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"topic_id" text NOT NULL,
	"type" text DEFAULT 'MCQ' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" double precision DEFAULT 1 NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepted_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blanks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"numeric" jsonb,
	"bloom_level" text,
	"answer" text,
	"rubric" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"institute_id" text NOT NULL,
	"created_by" text,
	"type" text DEFAULT 'MCQ' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" double precision DEFAULT 1 NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepted_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blanks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"numeric" jsonb,
	"bloom_level" text,
	"answer" text,
	"rubric" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_bank_items" (
	"id" text PRIMARY KEY NOT NULL,
	"institute_id" text NOT NULL,
	"topic_id" text,
	"created_by" text,
	"type" text DEFAULT 'MCQ' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" double precision DEFAULT 1 NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepted_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blanks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"numeric" jsonb,
	"bloom_level" text,
	"answer" text,
	"rubric" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_files" (
	"id" text PRIMARY KEY NOT NULL,
	"question_id" text NOT NULL,
	"kind" text DEFAULT 'file' NOT NULL,
	"stored_name" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_responses" (
	"response_id" text NOT NULL,
	"question_id" text NOT NULL,
	"answer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"auto_score" double precision,
	"score" double precision,
	"graded_by" text,
	"graded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_responses_response_id_question_id_pk" PRIMARY KEY("response_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" text PRIMARY KEY NOT NULL,
	"assessment_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"type" text DEFAULT 'MCQ' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" double precision DEFAULT 1 NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepted_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blanks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"numeric" jsonb,
	"bloom_level" text,
	"answer" text,
	"rubric" text,
	"temp_id" text,
	"topic_id" text,
	"topic_name" text,
	"image" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" text PRIMARY KEY NOT NULL,
	"institute_id" text,
	"parent_id" text,
	"name" text NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_assignees" ADD CONSTRAINT "assessment_assignees_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_assignees" ADD CONSTRAINT "assessment_assignees_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_questions" ADD CONSTRAINT "curated_questions_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_questions" ADD CONSTRAINT "generated_questions_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_questions" ADD CONSTRAINT "generated_questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank_items" ADD CONSTRAINT "question_bank_items_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank_items" ADD CONSTRAINT "question_bank_items_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank_items" ADD CONSTRAINT "question_bank_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_files" ADD CONSTRAINT "question_files_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_responses" ADD CONSTRAINT "question_responses_response_id_assessment_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."assessment_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_responses" ADD CONSTRAINT "question_responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_responses" ADD CONSTRAINT "question_responses_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_assignees_student_idx" ON "assessment_assignees" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_responses_assessment_student_unique" ON "assessment_responses" USING btree ("assessment_id","student_id");--> statement-breakpoint
CREATE INDEX "assessment_responses_student_idx" ON "assessment_responses" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "assessments_class_created_idx" ON "assessments" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_class_name_unique" ON "assessments" USING btree ("class_id","name");--> statement-breakpoint
CREATE INDEX "curated_questions_topic_idx" ON "curated_questions" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "generated_questions_group_idx" ON "generated_questions" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "question_bank_items_institute_topic_idx" ON "question_bank_items" USING btree ("institute_id","topic_id");--> statement-breakpoint
CREATE INDEX "question_files_question_idx" ON "question_files" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "questions_assessment_position_idx" ON "questions" USING btree ("assessment_id","position");--> statement-breakpoint
CREATE INDEX "topics_institute_parent_idx" ON "topics" USING btree ("institute_id","parent_id");