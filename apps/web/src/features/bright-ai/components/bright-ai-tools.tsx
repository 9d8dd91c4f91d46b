import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAiCapabilities } from '../api/bright-ai';
import { EngineChip } from './engine-chip';
import { LessonPlanDialog } from './lesson-plan-dialog';
import { QuestionGeneratorDialog } from './question-generator-dialog';

type Tool = 'questions' | 'plan';

/** Bright AI's home on /dashboard/create: a grid of tools, with the engine that will answer. */
export function BrightAiTools({ extra }: { extra?: React.ReactNode }) {
  const { t } = useTranslation();
  const caps = useAiCapabilities().data;
  const [open, setOpen] = useState<Tool | null>(null);
  const tools: { key: Tool; icon: React.ReactNode }[] = [
    { key: 'questions', icon: <QuizOutlinedIcon /> },
    { key: 'plan', icon: <SchoolOutlinedIcon /> },
  ];
  return (
    <Box component="section" aria-labelledby="bright-ai-tools-title" data-testid="bright-ai-tools">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 1.5, flexWrap: 'wrap', color: 'secondary.main' }}>
        <AutoAwesomeIcon aria-hidden />
        <Typography
          id="bright-ai-tools-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, color: 'text.primary' }}
        >
          {t('brightAiTools.title')}
        </Typography>
        {caps && <EngineChip engine={caps.engine} label={caps.label} />}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {tools.map((tool) => (
          <Card key={tool.key} variant="outlined">
            <CardActionArea
              onClick={() => setOpen(tool.key)}
              sx={{ p: 2, display: 'flex', gap: 1.5, justifyContent: 'flex-start' }}
              data-testid={`tool-${tool.key}`}
            >
              <Box sx={{ color: 'secondary.main', display: 'flex' }} aria-hidden>
                {tool.icon}
              </Box>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{t(`brightAiTools.tool.${tool.key}.title`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`brightAiTools.tool.${tool.key}.body`)}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        ))}
        {extra}
      </Box>
      {open === 'questions' && <QuestionGeneratorDialog open onClose={() => setOpen(null)} />}
      {open === 'plan' && <LessonPlanDialog open onClose={() => setOpen(null)} />}
    </Box>
  );
}
