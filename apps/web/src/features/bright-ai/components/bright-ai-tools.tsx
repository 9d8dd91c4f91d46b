import type { BrightTool } from '@bright/contracts';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import { Box, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdmin, useSessionStore } from '../../../lib/session-store';
import { useAiCapabilities } from '../api/bright-ai';
import { historyKey, useFavourites, useSetFavourite } from '../api/bright-tools';
import { AdminSettings } from './admin-settings';
import { EngineChip } from './engine-chip';
import { FlashcardsDialog } from './flashcards-dialog';
import { HistorySection } from './history-section';
import { LessonPlanDialog } from './lesson-plan-dialog';
import { QuestionGeneratorDialog } from './question-generator-dialog';
import { ToolCard } from './tool-card';

type Tool = Extract<BrightTool, 'questions' | 'plan' | 'flashcards'>;

const TOOLS: { key: Tool; icon: React.ReactNode }[] = [
  { key: 'questions', icon: <QuizOutlinedIcon /> },
  { key: 'plan', icon: <SchoolOutlinedIcon /> },
  { key: 'flashcards', icon: <StyleOutlinedIcon /> },
];

/** The first tools keep their texts under brightAiTools; later ones under brightAiHub. */
const textKey = (tool: Tool) => (tool === 'flashcards' ? `brightAiHub.tool.${tool}` : `brightAiTools.tool.${tool}`);

/** Favourites first (in the order they were marked), then the others in their usual order. */
const ordered = (favourites: readonly string[]) =>
  [...TOOLS].sort((a, b) => rank(favourites, a.key) - rank(favourites, b.key));
const rank = (favourites: readonly string[], tool: string) =>
  favourites.includes(tool) ? favourites.indexOf(tool) : favourites.length + TOOLS.findIndex((t) => t.key === tool);

/**
 * Bright AI's home on /dashboard/create: the tools (favourites first), any extra cards the page adds, recent
 * results, and the admin's settings.
 */
export function BrightAiTools({ extra }: { extra?: React.ReactNode }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const caps = useAiCapabilities().data;
  const favourites = useFavourites().data?.tools ?? [];
  const setFavourite = useSetFavourite();
  const admin = useSessionStore((state) => isAdmin(state.session));
  const [open, setOpen] = useState<Tool | null>(null);
  const close = () => {
    setOpen(null);
    void client.invalidateQueries({ queryKey: historyKey });
  };
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
        {ordered(favourites).map((tool) => (
          <ToolCard
            key={tool.key}
            tool={tool.key}
            title={t(`${textKey(tool.key)}.title`)}
            body={t(`${textKey(tool.key)}.body`)}
            icon={tool.icon}
            favourite={favourites.includes(tool.key)}
            onOpen={() => setOpen(tool.key)}
            onFavourite={(favourite) => setFavourite.mutate({ tool: tool.key, favourite })}
          />
        ))}
        {extra}
      </Box>
      <HistorySection />
      {admin && <AdminSettings />}
      {open === 'questions' && <QuestionGeneratorDialog open onClose={close} />}
      {open === 'plan' && <LessonPlanDialog open onClose={close} />}
      {open === 'flashcards' && <FlashcardsDialog open onClose={close} />}
    </Box>
  );
}
