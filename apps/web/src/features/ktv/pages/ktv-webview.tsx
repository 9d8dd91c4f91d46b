import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { QueryState } from '../../../lib/ui/query-state';
import { SearchField } from '../../../lib/ui/search-field';
import { hostOf, useCuratedVideos } from '../api/ktv';

/**
 * /ktv-webview (Classroom TV): the videos of the curated topics, by topic, with a search; `topicId`
 * opens one topic. Videos are links to their own sites, which open in a new tab (the app frames none).
 */
export function KtvWebview() {
  const { t } = useTranslation();
  const signedIn = useSessionStore((state) => Boolean(state.session));
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const videos = useCuratedVideos(signedIn);
  if (!signedIn)
    return (
      <Alert severity="error" data-testid="webview-message">
        {t('webview.invalidCredentials')}
      </Alert>
    );
  const topicId = params.get('topicId');
  const words = search.trim().toLocaleLowerCase();
  const topics = videos.data
    ?.filter((topic) => !topicId || topic.topicId === topicId)
    .map((topic) => ({
      ...topic,
      videos:
        words && !topic.hierarchy.toLocaleLowerCase().includes(words)
          ? topic.videos.filter((video) => video.title.toLocaleLowerCase().includes(words))
          : topic.videos,
    }))
    .filter((topic) => topic.videos.length > 0);
  return (
    <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }} data-testid="ktv-webview">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {t('ktv.title')}
      </Typography>
      <Typography color="text.secondary">{t('ktv.intro')}</Typography>
      <SearchField label={t('ktv.search')} value={search} onChange={setSearch} testId="ktv-search" />
      <QueryState query={{ ...videos, data: topics }} errorText={t('ktv.loadFailed')} empty={t('ktv.empty')}>
        {(list) => (
          <Stack spacing={2} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {list.map((topic) => (
              <Card key={topic.topicId} variant="outlined" component="li" data-testid="ktv-topic">
                <CardContent sx={{ pb: 1 }}>
                  <Typography variant="h6" component="h2" lang="en">
                    {topic.topicName}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" lang="en">
                    {topic.hierarchy}
                  </Typography>
                </CardContent>
                <List dense disablePadding>
                  {topic.videos.map((video) => (
                    <ListItem key={video.url} disablePadding>
                      <ListItemButton
                        component="a"
                        href={video.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        data-testid="ktv-video"
                      >
                        <ListItemIcon sx={{ minWidth: 40 }}>
                          <OndemandVideoIcon color="primary" aria-hidden />
                        </ListItemIcon>
                        <ListItemText primary={<span lang="en">{video.title}</span>} secondary={hostOf(video.url)} />
                        <OpenInNewIcon fontSize="small" titleAccess={t('ktv.newTab')} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              </Card>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
