CREATE TABLE "live_quiz_answers" (
	"game_id" text NOT NULL,
	"question_index" integer NOT NULL,
	"player_id" text NOT NULL,
	"option_ids" jsonb NOT NULL,
	"correct" boolean NOT NULL,
	"points" integer NOT NULL,
	"elapsed_ms" integer NOT NULL,
	CONSTRAINT "live_quiz_answers_game_id_question_index_player_id_pk" PRIMARY KEY("game_id","question_index","player_id")
);
--> statement-breakpoint
CREATE TABLE "live_quiz_games" (
	"id" text PRIMARY KEY NOT NULL,
	"institute_id" text NOT NULL,
	"class_id" text NOT NULL,
	"assessment_id" text NOT NULL,
	"host_id" text,
	"code" text NOT NULL,
	"settings" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_quiz_players" (
	"game_id" text NOT NULL,
	"id" text NOT NULL,
	"user_id" text,
	"nickname" text NOT NULL,
	"token_hash" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"approved" boolean DEFAULT true NOT NULL,
	"kicked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_quiz_players_game_id_id_pk" PRIMARY KEY("game_id","id")
);
--> statement-breakpoint
ALTER TABLE "live_quiz_answers" ADD CONSTRAINT "live_quiz_answers_game_id_live_quiz_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."live_quiz_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_quiz_games" ADD CONSTRAINT "live_quiz_games_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_quiz_games" ADD CONSTRAINT "live_quiz_games_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_quiz_games" ADD CONSTRAINT "live_quiz_games_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_quiz_games" ADD CONSTRAINT "live_quiz_games_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_quiz_players" ADD CONSTRAINT "live_quiz_players_game_id_live_quiz_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."live_quiz_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_quiz_players" ADD CONSTRAINT "live_quiz_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_quiz_games_open_code_unique" ON "live_quiz_games" USING btree ("code") WHERE "live_quiz_games"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "live_quiz_games_class_idx" ON "live_quiz_games" USING btree ("class_id","created_at");