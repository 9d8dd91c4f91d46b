ALTER TABLE "attendance_marks" ADD COLUMN "class_id" text;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
UPDATE "attendance_marks" m SET "class_id" = s."class_id", "taken_at" = s."taken_at" FROM "attendance_sessions" s WHERE s."id" = m."attendance_id";--> statement-breakpoint
CREATE FUNCTION "attendance_marks_copy_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s."class_id", s."taken_at" INTO NEW."class_id", NEW."taken_at" FROM "attendance_sessions" s WHERE s."id" = NEW."attendance_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "attendance_marks_copy_session" BEFORE INSERT OR UPDATE OF "attendance_id" ON "attendance_marks" FOR EACH ROW EXECUTE FUNCTION "attendance_marks_copy_session"();--> statement-breakpoint
CREATE FUNCTION "attendance_sessions_copy_to_marks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "attendance_marks" SET "class_id" = NEW."class_id", "taken_at" = NEW."taken_at" WHERE "attendance_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "attendance_sessions_copy_to_marks" AFTER UPDATE OF "class_id", "taken_at" ON "attendance_sessions" FOR EACH ROW WHEN (OLD."class_id" IS DISTINCT FROM NEW."class_id" OR OLD."taken_at" IS DISTINCT FROM NEW."taken_at") EXECUTE FUNCTION "attendance_sessions_copy_to_marks"();--> statement-breakpoint
CREATE INDEX "attendance_marks_class_idx" ON "attendance_marks" USING btree ("class_id","taken_at","student_id","status");--> statement-breakpoint
-- A class's skills over a range read from the index alone (its columns are the query's); drizzle knows it by its key.
DROP INDEX "insight_response_skills_class_idx";--> statement-breakpoint
CREATE INDEX "insight_response_skills_class_idx" ON "insight_response_skills" USING btree ("class_id","submitted_at") INCLUDE ("student_id","kind","key","earned","possible","pending_count","question_count","label","topic_id");
