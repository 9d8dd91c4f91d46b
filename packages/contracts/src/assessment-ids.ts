import { z } from 'zod';
import { provideMessage } from './errors';
import { defineMessages } from './message-catalogue';

/** Shared by the assessment, question and response contracts. */
export const ASSESSMENT_ACCESS_MESSAGES = defineMessages('assessmentAccess', {
  assessmentNotFound: 'Assessment not found',
  questionNotFound: 'Question not found',
  responseNotFound: 'Assessment response not found',
  invalidAssessmentId: 'Invalid assessmentId',
} as const);

export const AssessmentId = z
  .string({
    error: (issue) =>
      issue.input === undefined ? provideMessage('assessmentId') : ASSESSMENT_ACCESS_MESSAGES.invalidAssessmentId,
  })
  .trim()
  .min(1, { error: ASSESSMENT_ACCESS_MESSAGES.invalidAssessmentId })
  .max(100, { error: ASSESSMENT_ACCESS_MESSAGES.invalidAssessmentId });

/** 'Unpublished' is the draft state (SPEC §3); every other status means published. */
export const ASSESSMENT_STATUS = { unpublished: 'Unpublished', published: 'Published' } as const;
export const isPublishedStatus = (status: string) => status !== ASSESSMENT_STATUS.unpublished;
