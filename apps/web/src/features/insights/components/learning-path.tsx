import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { Alert, Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../lib/ui/query-state';
import { UserText } from '../../../lib/ui/user-text';
import { useAssignPractice, useLearningPath } from '../api/insights';
import { formatPercent } from './format';

/** The Learning Path: the weakest topics, with curated questions and videos; teachers assign practice in one click. */
export function LearningPath({
  classId,
  studentId,
  canAssign,
}: {
  classId: string;
  studentId: string;
  canAssign: boolean;
}) {
  const { t, i18n } = useTranslation();
  const path = useLearningPath(classId, studentId);
  const assign = useAssignPractice();
  const [assigned, setAssigned] = useState<string | null>(null);
  return (
    <QueryState query={path} errorText={t('insights.loadError')} empty={null}>
      {(data) =>
        data.topics.length === 0 ? (
          <Typography color="text.secondary">{t('insights.path.none')}</Typography>
        ) : (
          <Stack spacing={2} data-testid="learning-path">
            {data.topics.map((item) => (
              <Box key={item.topic.key} sx={{ borderInlineStart: 4, borderColor: 'warning.main', ps: 1.5 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  <UserText>{item.topic.label}</UserText> · {formatPercent(item.topic.percentage, i18n.language)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('insights.path.questions', { count: item.questions.length })}
                </Typography>
                <Stack component="ul" sx={{ m: 0, ps: 2.5 }}>
                  {item.questions.slice(0, 3).map((question) => (
                    <Typography component="li" variant="body2" key={question.id}>
                      <UserText>{question.description}</UserText>
                    </Typography>
                  ))}
                </Stack>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
                  {item.videos.map((video) => (
                    <Chip
                      key={video.url}
                      icon={<OndemandVideoIcon />}
                      component="a"
                      href={video.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      clickable
                      label={video.title}
                    />
                  ))}
                </Stack>
                {canAssign && item.curatedTopicId && item.questions.length > 0 && (
                  <Button
                    sx={{ mt: 1 }}
                    variant="contained"
                    size="small"
                    disabled={assign.isPending}
                    data-testid={`assign-${item.curatedTopicId}`}
                    onClick={() =>
                      assign.mutate(
                        { classId, studentId, topicIds: [item.curatedTopicId!] },
                        { onSuccess: (result) => setAssigned(result.name) },
                      )
                    }
                  >
                    {t('insights.path.assign')}
                  </Button>
                )}
              </Box>
            ))}
            {assigned && (
              <Alert severity="success" data-testid="practice-assigned">
                {t('insights.path.assigned')} <UserText>{assigned}</UserText>
              </Alert>
            )}
            {!canAssign && <Link href="/dashboard/my-assessments">{t('insights.path.myWork')}</Link>}
          </Stack>
        )
      }
    </QueryState>
  );
}
