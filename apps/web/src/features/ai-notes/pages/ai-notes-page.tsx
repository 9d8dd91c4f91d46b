import type { AiNote } from '@bright/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import { SearchField } from '../../../lib/ui/search-field';
import { noteQueryOptions, refreshNotes, useAiNote, useAiNotes } from '../api/ai-notes';
import { NoteDetail } from '../components/note-detail';
import { NotesList } from '../components/notes-list';
import { RecorderCard } from '../components/recorder-card';

/**
 * /dashboard/ai-notes: record a lesson (linked to ?lessonId= and ?classId= when opened from a lesson),
 * then the teacher's notes with search, and the chosen note's transcript, summary, questions and analysis.
 */
export function AiNotesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const notes = useAiNotes(search.trim());
  const note = useAiNote(selected);
  const onSaved = useCallback(
    (saved: AiNote) => {
      client.setQueryData(noteQueryOptions(saved.id).queryKey, saved);
      void refreshNotes(client);
      setSelected(saved.id);
    },
    [client],
  );
  return (
    <Stack spacing={2} data-testid="ai-notes-page">
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('aiNotes.title')}
        </Typography>
        <Typography color="text.secondary">{t('aiNotes.intro')}</Typography>
      </Box>
      <RecorderCard
        lessonId={params.get('lessonId') ?? undefined}
        classId={params.get('classId') ?? undefined}
        onSaved={onSaved}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 1fr) 2fr' } }}>
        <Stack spacing={1} component="section" aria-labelledby="ai-notes-list-title" sx={{ alignSelf: 'start' }}>
          <Typography id="ai-notes-list-title" variant="h6" component="h2">
            {t('aiNotes.listTitle')}
          </Typography>
          <Box sx={{ display: 'flex' }}>
            <SearchField label={t('aiNotes.search')} value={search} onChange={setSearch} testId="ai-notes-search" />
          </Box>
          <QueryState
            query={notes}
            errorText={t('aiNotes.loadFailed')}
            empty={<Typography color="text.secondary">{search ? t('aiNotes.noMatch') : t('aiNotes.empty')}</Typography>}
          >
            {(items) => <NotesList notes={items} selected={selected} onSelect={setSelected} />}
          </QueryState>
        </Stack>
        {selected && (
          <QueryState query={note} errorText={t('aiNotes.loadFailed')} empty={null} isEmpty={() => false}>
            {(data) => <NoteDetail note={data} onDeleted={() => setSelected(null)} />}
          </QueryState>
        )}
      </Box>
    </Stack>
  );
}
