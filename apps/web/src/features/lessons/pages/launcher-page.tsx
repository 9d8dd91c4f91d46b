import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { QueryState } from '../../../lib/ui/query-state';
import { SearchField } from '../../../lib/ui/search-field';
import { MetaLine, UserText } from '../../../lib/ui/user-text';
import { lessonPath, useWhiteBoards } from '../api/lessons';

/**
 * /launcher: the teacher's lessons (Teach and Content, last changed first) each with "Present", which
 * opens it on the board in present mode.
 */
export function LauncherPage() {
  const { t, i18n } = useTranslation();
  const lessons = useWhiteBoards();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = (lessons.data ?? []).filter((lesson) => lesson.name.toLowerCase().includes(needle));
  return (
    <Stack spacing={2} data-testid="launcher-page">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('lessons.launcher.title')}
      </Typography>
      <Typography color="text.secondary">{t('lessons.launcher.intro')}</Typography>
      <SearchField label={t('lessons.launcher.search')} value={search} onChange={setSearch} testId="launcher-search" />
      <QueryState
        query={{ ...lessons, data: lessons.data ? shown : undefined }}
        errorText={t('lessons.loadFailed')}
        empty={needle ? t('lessons.noMatch') : t('lessons.launcher.empty')}
      >
        {(items) => (
          <List disablePadding data-testid="launcher-list">
            {items.map((lesson) => (
              <ListItem
                key={lesson.id}
                divider
                data-testid="launcher-lesson"
                data-name={lesson.name}
                sx={{ gap: 1, flexWrap: 'wrap' }}
              >
                <ListItemText
                  primary={<UserText>{lesson.name}</UserText>}
                  secondary={
                    <MetaLine
                      parts={[
                        t(`lessons.types.${lesson.lessonType}`),
                        t('lessons.pageCount', { count: lesson.pageCount }),
                        formatDateTime(lesson.updatedAt, i18n.language),
                      ]}
                    />
                  }
                />
                <Button
                  variant="contained"
                  startIcon={<PlayArrowIcon />}
                  component={RouterLink}
                  to={lessonPath(lesson.id, true)}
                  aria-label={t('lessons.launcher.presentNamed', { name: lesson.name })}
                  data-testid="launcher-present"
                >
                  {t('lessons.launcher.present')}
                </Button>
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
    </Stack>
  );
}
