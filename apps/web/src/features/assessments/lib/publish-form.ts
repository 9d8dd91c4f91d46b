import { ASSESSMENT_MESSAGES, type AssessmentDetail, EntityId, TimeLimit } from '@bright/contracts';
import { z } from 'zod';
import { fieldsByText } from '../../../lib/forms/server-error';

export const PUBLISH_MODES = ['ALL', 'SOME'] as const;

/**
 * The publish dialog: the time limit as typed, checked by the settings call's own rule (1 to 600
 * minutes), and who gets the assessment: the whole class, or at least one chosen student.
 */
export const PublishFormSchema = z
  .object({
    timeLimit: z.string().transform(Number).pipe(TimeLimit),
    mode: z.enum(PUBLISH_MODES),
    chosen: z.array(EntityId),
  })
  .superRefine(({ mode, chosen }, context) => {
    if (mode === 'SOME' && chosen.length === 0) {
      context.addIssue({ code: 'custom', path: ['chosen'], message: ASSESSMENT_MESSAGES.studentsEmpty });
    }
  });
export type PublishFormValues = z.input<typeof PublishFormSchema>;

/** The dialog's values for an assessment: its time limit, and whom it is assigned to now. */
export const publishFormValues = (assessment: AssessmentDetail): PublishFormValues => ({
  timeLimit: String(assessment.settings.timeLimit),
  mode: assessment.assignedToAll ? 'ALL' : 'SOME',
  chosen: assessment.assignedToAll
    ? []
    : (assessment.assignees?.students ?? []).filter((student) => student.assigned).map((student) => student.id),
});

/** The server's refusals that are about one field of the dialog. */
export const PUBLISH_FIELDS_BY_CODE = fieldsByText<PublishFormValues>({
  timeLimit: [ASSESSMENT_MESSAGES.timeLimit],
  chosen: [ASSESSMENT_MESSAGES.studentsEmpty, ASSESSMENT_MESSAGES.notInClass],
});
